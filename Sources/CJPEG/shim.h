// libjpeg-turbo (https://libjpeg-turbo.org): decodes JPEG images for the PNG renderer, which
// draws with Cairo, and Cairo reads PNG only. jpeglib.h uses FILE and size_t without including
// their headers.
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
