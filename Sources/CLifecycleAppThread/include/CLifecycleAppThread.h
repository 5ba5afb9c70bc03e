// Which simulated app's code runs on the calling thread, and the virtual time it reads.
//
// LifecycleUIKit marks the thread that runs an app's code (thread-local, so no other thread
// is affected) for the length of the call. While the mark is set, this library's
// `clock_gettime`, `gettimeofday` and `time` — which take the place of the C library's in
// every executable that links LifecycleUIKit — answer the simulated device's virtual time;
// otherwise, and on every other thread, they answer what the C library's would. So `Date()`,
// `ProcessInfo.processInfo.systemUptime`, `ContinuousClock.now` and `DispatchTime.now()` read
// virtual time in app code, even in a file that imports Foundation alone. Its `getenv` (and
// `secure_getenv`) answers `HOME`, `CFFIXED_USER_HOME` (which Foundation reads first, as the iOS
// simulator sets it) and `TMPDIR` with the app's sandbox while the mark is set, so
// `NSHomeDirectory()`, `NSTemporaryDirectory()` and FileManager's Documents folder are the app's
// there too. (Foundation's Caches and Application Support folders on Linux come from the XDG
// folders, which it does not read anew: those stay the host's.)
#ifndef CLIFECYCLEAPPTHREAD_H
#define CLIFECYCLEAPPTHREAD_H

#include <stdint.h>

/// Reads the device's virtual time: nanoseconds since it booted.
typedef int64_t (*lk_virtual_now_fn)(void *_Nullable context);

/// What a thread running app code carries: the app it runs (opaque to C), the device's clock
/// and the wall-clock time of the device's boot.
typedef struct lk_app_thread {
  void *_Nullable app;
  lk_virtual_now_fn _Nullable now;
  void *_Nullable clock;
  int64_t boot_epoch_seconds;
  /// What the uptime clocks read at the device's time zero.
  int64_t uptime_at_start_seconds;
  /// The app's home (its data folder) and its `tmp` folder, with a trailing slash.
  const char *_Nullable home;
  const char *_Nullable tmp;
  /// How many tasks the code started while the mark was set (see `lk_install_task_watch`).
  int64_t tasks_started;
  /// How many blocks the code queued on Dispatch's own queues, `OperationQueue`s or Foundation
  /// run-loop timers while the mark was set (DispatchWatch.c).
  int64_t blocks_queued;
  /// How many real threads the code started while the mark was set (DispatchWatch.c).
  int64_t threads_started;
} lk_app_thread;

/// The calling thread's mark (all null when it runs no app code).
lk_app_thread lk_app_thread_get(void);

/// Sets the calling thread's mark; returns the previous one, to put back when the call returns.
lk_app_thread lk_app_thread_set(lk_app_thread mark);

/// The app whose code runs on the calling thread, or null.
void *_Nullable lk_app_thread_app(void);

/// Whether this library's clock functions take the C library's place in this executable (true
/// when the executable exports them, as an executable linking this target does).
int lk_virtual_time_is_interposed(void);

/// The kernel's time for `clock`, never virtual (for tests and the host's own measurements).
int64_t lk_real_clock_nanoseconds(int clock);

/// Whether the tasks started while a thread's mark is set are counted: this library's
/// `swift_task_create` takes the concurrency runtime's place in the executable and counts them
/// (in `tasks_started`) before handing over to the runtime's.
int lk_install_task_watch(void);

#endif
