#ifndef TRELLIS_JPEG_DECODER_H
#define TRELLIS_JPEG_DECODER_H

#include <stddef.h>

/// Decodes the JPEG in `data` (`size` bytes) into 8-bit pixels laid out as Cairo's ARGB32 format
/// (32-bit native-endian 0xAARRGGBB words, alpha 255), `width` × 4 bytes a row with no padding.
/// Returns the pixels, to be released with `free`, and sets `width` and `height`; returns NULL
/// for data that is not a JPEG libjpeg can decode. Never exits the process: libjpeg's errors
/// come back here as NULL, its warnings are not printed.
unsigned char *_Nullable trellis_jpeg_decode(const unsigned char *_Nonnull data, size_t size,
                                             int *_Nonnull width, int *_Nonnull height);

#endif
