// Within this target. Whether the calling thread is inside a call this target hands over to the
// real function (a thread that call creates — libdispatch growing its pool — is part of what
// was already counted, not a thread of the app's own).
#ifndef CLIFECYCLEAPPTHREAD_FORWARDING_H
#define CLIFECYCLEAPPTHREAD_FORWARDING_H

extern _Thread_local int lk_forwarding_depth;

// The functions that take the C library's, Dispatch's or the Swift runtime's place are weak: an
// executable linked with a static copy of those (`--static-swift-stdlib`, `-static-executable`)
// keeps theirs and links, and the target reports itself as not watching
// (`lk_virtual_time_is_interposed`, `lk_install_task_watch`).
#define LK_INTERPOSE __attribute__((weak))

// The next definition of `name` after this executable's (the real one), found once into `cache`;
// when there is none (an executable with its own copy of the function) the process ends with a
// message and status 2 (`lk_refuse_without_shared_runtime`).
void *lk_next_symbol(void **cache, const char *name);

// Whether the code at `caller` (a return address) is the app's or FoundationEssentials', which ask
// for the simulated device, rather than the toolchain's other libraries or the system's, which
// ask for the host (ProcessIdentity.c).
int lk_caller_is_app_facing(const void *caller);

#endif
