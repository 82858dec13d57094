// Writes the JPEG test fixtures photo-rgb.jpg, photo-gray.jpg and photo-cmyk.jpg:
//     cc make-jpeg-fixtures.c -ljpeg && ./a.out .
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

static void write_jpeg(const char *path, int width, int height, int components, J_COLOR_SPACE space,
                       const unsigned char *pixels) {
    struct jpeg_compress_struct cinfo;
    struct jpeg_error_mgr jerr;
    FILE *file = fopen(path, "wb");
    if (!file) { perror(path); exit(1); }
    cinfo.err = jpeg_std_error(&jerr);
    jpeg_create_compress(&cinfo);
    jpeg_stdio_dest(&cinfo, file);
    cinfo.image_width = width;
    cinfo.image_height = height;
    cinfo.input_components = components;
    cinfo.in_color_space = space;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, 100, TRUE);
    // No chroma subsampling, so each 8 × 8 block keeps its colour.
    for (int i = 0; i < cinfo.num_components; i++) cinfo.comp_info[i].h_samp_factor = cinfo.comp_info[i].v_samp_factor = 1;
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + cinfo.next_scanline * width * components);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    fclose(file);
}

int main(int argc, char **argv) {
    char path[4096];
    const char *dir = argc > 1 ? argv[1] : ".";
    // photo-rgb.jpg: 16 × 8, left half (200, 40, 40), right half (30, 60, 220).
    unsigned char rgb[16 * 8 * 3];
    for (int y = 0; y < 8; y++) for (int x = 0; x < 16; x++) {
        unsigned char *p = rgb + (y * 16 + x) * 3;
        if (x < 8) { p[0] = 200; p[1] = 40; p[2] = 40; } else { p[0] = 30; p[1] = 60; p[2] = 220; }
    }
    snprintf(path, sizeof path, "%s/photo-rgb.jpg", dir);
    write_jpeg(path, 16, 8, 3, JCS_RGB, rgb);
    // photo-gray.jpg: 8 × 8 of grey 100.
    unsigned char gray[8 * 8];
    for (int i = 0; i < 64; i++) gray[i] = 100;
    snprintf(path, sizeof path, "%s/photo-gray.jpg", dir);
    write_jpeg(path, 8, 8, 1, JCS_GRAYSCALE, gray);
    // photo-cmyk.jpg: 8 × 8, stored inverted as Adobe's programs do: C 0, M 50%, Y 100%, K 20%
    // (stored 255, 127, 0, 204), which is RGB (204, 102, 0).
    unsigned char cmyk[8 * 8 * 4];
    for (int i = 0; i < 64; i++) { cmyk[i * 4] = 255; cmyk[i * 4 + 1] = 127; cmyk[i * 4 + 2] = 0; cmyk[i * 4 + 3] = 204; }
    snprintf(path, sizeof path, "%s/photo-cmyk.jpg", dir);
    write_jpeg(path, 8, 8, 4, JCS_CMYK, cmyk);
    return 0;
}
