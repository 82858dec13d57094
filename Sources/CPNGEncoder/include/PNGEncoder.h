#ifndef TRELLIS_PNG_ENCODER_H
#define TRELLIS_PNG_ENCODER_H

#include <stddef.h>
#include <stdint.h>

/// Encodes Cairo ARGB32 pixels (32-bit native-endian 0xAARRGGBB words, colour premultiplied by
/// alpha, `stride` bytes a row) as an 8-bit PNG: RGB when every pixel is opaque, RGBA
/// otherwise, unpremultiplied exactly as Cairo's own PNG writer does, every row with the "up"
/// filter, compressed by ISA-L's igzip at `level` (0…3). libpng writes the file around it.
/// Returns the file's bytes, to be released with `free`, and sets `length`; returns NULL if
/// libpng or igzip fails (it never exits the process: libpng's errors come back here).
unsigned char *_Nullable trellis_png_encode(const unsigned char *_Nonnull pixels, int width, int height, int stride,
                                            int level, size_t *_Nonnull length);

#endif
