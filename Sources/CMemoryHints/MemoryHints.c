// The hints are inline functions in include/MemoryHints.h; SwiftPM needs a source file.
#include "MemoryHints.h"
