// Within this target: whether the calling thread is inside a call this target hands over to the
// real function (a thread that call creates — libdispatch growing its pool — is part of what
// was already counted, not a thread of the app's own).
#ifndef CLIFECYCLEAPPTHREAD_FORWARDING_H
#define CLIFECYCLEAPPTHREAD_FORWARDING_H

extern _Thread_local int lk_forwarding_depth;

#endif
