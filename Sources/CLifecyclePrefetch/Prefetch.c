// The prefetch hint is a static inline function in include/CLifecyclePrefetch.h, compiled into
// its Swift callers; this file gives the C target the source file SwiftPM requires.
#include "CLifecyclePrefetch.h"
