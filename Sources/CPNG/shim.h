// libpng (http://www.libpng.org): encodes the PNG renderer's pixels, at a compression level
// Cairo's own PNG writer does not let us choose.
#include <png.h>
