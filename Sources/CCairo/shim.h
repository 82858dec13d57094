// Cairo (https://cairographics.org): draws paths, glyphs and images into pixel surfaces and
// writes PNG. cairo-ft draws glyphs from FreeType faces, the same faces the text engine shapes with.
#include <cairo.h>
#include <cairo-ft.h>
