// HarfBuzz text shaping (https://harfbuzz.github.io), used through its OpenType font functions.
#include <hb.h>
#include <hb-ot.h>
