// UAX #14 line-break opportunities from ICU's line-break iterator, behind a plain C interface.
//
// ICU's own headers cannot be imported into a Swift module that also imports Foundation: on Linux
// Foundation carries a private copy of ICU (_FoundationICU) whose headers define the same C types
// differently. This target hides ICU behind a single function using only standard C types.
#ifndef TRELLIS_CLINEBREAK_H
#define TRELLIS_CLINEBREAK_H

#include <stdint.h>

// The bidi algorithm, from the same library (this header is the module's umbrella).
#include "CBidi.h"

/// Finds the line-break opportunities of UTF-16 `text` (root locale): for each, the UTF-16 offset
/// of the character after the break, and whether the break is mandatory (after a newline).
/// `offsets` and `mandatory` must hold `length + 1` entries. Returns how many breaks were written
/// (the last is at `length`), or -1 if ICU failed.
int32_t trellis_find_line_breaks(const uint16_t *text, int32_t length, int32_t *offsets, uint8_t *mandatory);

#endif
