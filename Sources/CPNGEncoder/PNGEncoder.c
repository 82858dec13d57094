#include "PNGEncoder.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// The file being written: a buffer that grows.
struct output {
    unsigned char *bytes;
    size_t length;
    size_t capacity;
    int failed;
};

static void write_bytes(png_structp png, png_bytep data, png_size_t count) {
    struct output *out = png_get_io_ptr(png);
    if (out->failed) return;
    if (out->length + count > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 65536;
        while (capacity < out->length + count) capacity *= 2;
        unsigned char *grown = realloc(out->bytes, capacity);
        if (!grown) {
            out->failed = 1;
            png_error(png, "out of memory");
        }
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->length, data, count);
    out->length += count;
}

static void flush_nothing(png_structp png) { (void)png; }

/// libpng's errors end in a longjmp back to the encoder (libpng's default handler would abort).
static void fail(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static void ignore_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

unsigned char *trellis_png_encode(const unsigned char *pixels, int width, int height, int stride, int level,
                                  size_t *length) {
    *length = 0;
    if (width <= 0 || height <= 0 || stride < width * 4) return NULL;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, fail, ignore_warning);
    if (!png) return NULL;
    png_infop info = png_create_info_struct(png);
    struct output out = {0};
    unsigned char *volatile row = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(row);
        free(out.bytes);
        return NULL;
    }
    png_set_write_fn(png, &out, write_bytes, flush_nothing);
    png_set_compression_level(png, level < 0 ? 0 : level > 9 ? 9 : level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    row = malloc((size_t)width * 4);
    if (!row) png_error(png, "out of memory");
    for (int y = 0; y < height; y++) {
        const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * (size_t)stride);
        unsigned char *target = row;
        for (int x = 0; x < width; x++) {
            uint32_t pixel = source[x];
            unsigned alpha = pixel >> 24;
            unsigned red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
            if (alpha == 0) {
                red = green = blue = 0;
            } else if (alpha != 255) {
                // Cairo's unpremultiply: (c × 255 + a / 2) / a.
                red = (red * 255 + alpha / 2) / alpha;
                green = (green * 255 + alpha / 2) / alpha;
                blue = (blue * 255 + alpha / 2) / alpha;
            }
            target[0] = (unsigned char)red;
            target[1] = (unsigned char)green;
            target[2] = (unsigned char)blue;
            target[3] = (unsigned char)alpha;
            target += 4;
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    if (out.failed) {
        free(out.bytes);
        return NULL;
    }
    *length = out.length;
    return out.bytes;
}
