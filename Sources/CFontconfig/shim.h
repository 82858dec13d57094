// Fontconfig (https://www.freedesktop.org/wiki/Software/fontconfig/): finds installed fonts that
// cover characters the bundled font lacks, and installed fonts by name.
#include <fontconfig/fontconfig.h>
