// libjpeg reports a fatal error by calling `error_exit`, which by default ends the process, and
// expects it never to return. The safe way out is a longjmp back to the caller, which Swift
// cannot do; so the whole decode is here, in C.
#include "JPEGDecoder.h"

#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

// Cairo's largest image side; also keeps a hostile header from asking for gigabytes.
#define TRELLIS_JPEG_MAX_SIDE 32767

struct trellis_error_manager {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
};

static void trellis_error_exit(j_common_ptr info) {
    struct trellis_error_manager *errors = (struct trellis_error_manager *)info->err;
    longjmp(errors->escape, 1);
}

// Warnings (a truncated scan, say) are not printed: a truncated image is drawn with what it has.
static void trellis_output_message(j_common_ptr info) { (void)info; }

static void store(unsigned char *pixel, unsigned red, unsigned green, unsigned blue) {
    uint32_t word = 0xFF000000u | (red << 16) | (green << 8) | blue;
    memcpy(pixel, &word, 4);
}

unsigned char *trellis_jpeg_decode(const unsigned char *data, size_t size, int *width, int *height) {
    struct jpeg_decompress_struct info;
    struct trellis_error_manager errors;
    // volatile: these change between setjmp and a longjmp back, and are read after it.
    unsigned char *volatile pixels = NULL;
    unsigned char *volatile row = NULL;

    if (size == 0 || size > (size_t)0xFFFFFFFFu) return NULL;
    info.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = trellis_error_exit;
    errors.manager.output_message = trellis_output_message;
    if (setjmp(errors.escape)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);

    int isCMYK = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    if (isCMYK) {
        info.out_color_space = JCS_CMYK;
    } else {
#if defined(JCS_ALPHA_EXTENSIONS)
        // libjpeg-turbo writes Cairo's layout itself (from RGB, YCbCr and greyscale alike).
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        info.out_color_space = JCS_EXT_ARGB;
#else
        info.out_color_space = JCS_EXT_BGRA;
#endif
#else
        info.out_color_space = info.jpeg_color_space == JCS_GRAYSCALE ? JCS_GRAYSCALE : JCS_RGB;
#endif
    }
    jpeg_start_decompress(&info);
    if (info.output_width == 0 || info.output_height == 0 || info.output_width > TRELLIS_JPEG_MAX_SIDE ||
        info.output_height > TRELLIS_JPEG_MAX_SIDE) {
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    size_t stride = (size_t)info.output_width * 4;
    // Zeroed, so rows a broken file never delivers are transparent rather than garbage.
    pixels = calloc(info.output_height, stride);
    int direct = !isCMYK && info.output_components == 4;
    if (!direct) row = malloc((size_t)info.output_width * (size_t)info.output_components);
    if (!pixels || (!direct && !row)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return NULL;
    }
    // Adobe's programs store CMYK inverted (0 is full ink) and mark the file; the inks are
    // multiplied out to RGB without a colour profile, as browsers do.
    int inverted = info.saw_Adobe_marker;
    while (info.output_scanline < info.output_height) {
        unsigned char *target = pixels + stride * info.output_scanline;
        JSAMPROW line = direct ? (JSAMPROW)target : (JSAMPROW)row;
        if (jpeg_read_scanlines(&info, &line, 1) != 1) break;
        if (direct) continue;  // libjpeg wrote the pixels, alpha included
        if (isCMYK) {
            for (JDIMENSION x = 0; x < info.output_width; x++) {
                unsigned c = row[x * 4], m = row[x * 4 + 1], y = row[x * 4 + 2], k = row[x * 4 + 3];
                if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
                store(target + x * 4, (c * k + 127) / 255, (m * k + 127) / 255, (y * k + 127) / 255);
            }
        } else if (info.output_components == 3) {
            for (JDIMENSION x = 0; x < info.output_width; x++) {
                store(target + x * 4, row[x * 3], row[x * 3 + 1], row[x * 3 + 2]);
            }
        } else {
            for (JDIMENSION x = 0; x < info.output_width; x++) store(target + x * 4, row[x], row[x], row[x]);
        }
    }
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    // Not jpeg_finish_decompress: what follows the image (up to its end marker) is not needed.
    jpeg_destroy_decompress(&info);
    free(row);
    return pixels;
}
