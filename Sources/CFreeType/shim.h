// FreeType (https://freetype.org): loads font files and reads their names and metrics.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
