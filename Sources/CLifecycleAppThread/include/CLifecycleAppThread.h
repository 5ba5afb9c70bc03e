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
// folders, which it does not read anew: those stay the host's.) Its `uname` answers the device's
// iOS version as the release, which Foundation's `ProcessInfo.operatingSystemVersion` reads;
// its `getrandom`, `arc4random` and `/dev/urandom` answer from the process's seeded stream; its
// CoreFoundation preferences functions make Foundation's `UserDefaults.standard` the app's own;
// its `getpid`, `gethostname` and `sysconf(_SC_PHYS_PAGES)` answer the simulated process's
// identifier, the device's name and memory, which Foundation's `ProcessInfo` reads.
//
// Its `swift_once` notes the Swift variables first initialised while the mark names a process,
// so that a later process of the app starts with them initialised anew, as a new process on iOS
// does (OnceWatch.c; LifecycleUIKit's `ProcessGlobals`).
#ifndef CLIFECYCLEAPPTHREAD_H
#define CLIFECYCLEAPPTHREAD_H

#include <stddef.h>
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
  /// The device's iOS version as `uname` answers it for Foundation's `operatingSystemVersion`
  /// (`13.0.0`; SystemVersion.c).
  const char *_Nullable system_release;
  /// How many tasks the code started while the mark was set (see `lk_install_task_watch`).
  int64_t tasks_started;
  /// How many blocks the code queued on Dispatch's own queues, `OperationQueue`s or Foundation
  /// run-loop timers while the mark was set (DispatchWatch.c).
  int64_t blocks_queued;
  /// How many real threads the code started while the mark was set (DispatchWatch.c).
  int64_t threads_started;
  /// The process whose code runs (a number LifecycleUIKit gives each process; 0 for none): the
  /// owner of the global variables its code initialises (OnceWatch.c, `lk_once_take`).
  int64_t globals_owner;
  /// The state of the process's pseudo-random stream, which answers app code's requests for the
  /// host's entropy (`getrandom`, `arc4random`, `/dev/urandom`: Randomness.c); null for none.
  uint64_t *_Nullable random_state;
  /// The simulated process's identifier, which `getpid` answers the app's code (and Foundation's
  /// `ProcessInfo.processIdentifier`) while the mark is set; 0 for none (ProcessIdentity.c).
  int32_t process_identifier;
  /// The device's memory in bytes, which `sysconf(_SC_PHYS_PAGES)` answers in pages (Foundation's
  /// `ProcessInfo.physicalMemory`) while the mark is set; 0 for none (ProcessIdentity.c).
  uint64_t physical_memory;
  /// The device's cores, which `sysconf(_SC_NPROCESSORS_ONLN)` and `_CONF` answer the app's code
  /// and Foundation (`ProcessInfo.activeProcessorCount`, `processorCount`) while the mark is set,
  /// Foundation's reading of the host's CPU control groups failing there; 0 for none
  /// (ProcessIdentity.c, Randomness.c).
  int32_t processor_count;
  /// How many real network connections the code tried while the mark was set — `connect` to an
  /// internet address, `getaddrinfo` — each refused as on a device without a connection
  /// (NetworkWatch.c).
  int64_t sockets_refused;
} lk_app_thread;

/// The calling thread's mark (all null when it runs no app code).
lk_app_thread lk_app_thread_get(void);

/// Sets the calling thread's mark; returns the previous one, to put back when the call returns.
lk_app_thread lk_app_thread_set(lk_app_thread mark);

/// The simulated device's host name (`iPhone`), which `gethostname` answers app code and which
/// Foundation's `ProcessInfo.hostName` reads (ProcessIdentity.c).
const char *_Nonnull lk_device_host_name(void);

/// The app whose code runs on the calling thread, or null.
void *_Nullable lk_app_thread_app(void);

/// Whether this library's clock functions take the C library's place in this executable (true
/// when the executable exports them, as an executable linking this target does).
int lk_virtual_time_is_interposed(void);

/// Ends the process with status 2 and a message on standard error, naming the program and
/// `name`, a function this library takes the place of and has no shared library's definition to
/// hand over to: the executable was linked with its own copy of it (`--static-swift-stdlib`,
/// `-static-executable`), which this library cannot work with. Says to build without those and
/// run where the Swift runtime's shared libraries are. Uses only `write` and `_exit`.
__attribute__((noreturn)) void lk_refuse_without_shared_runtime(const char *_Nonnull name);

/// The kernel's time for `clock`, never virtual (for tests and the host's own measurements).
int64_t lk_real_clock_nanoseconds(int clock);

/// Whether the tasks started while a thread's mark is set are counted: this library's
/// `swift_task_create` takes the concurrency runtime's place in the executable and counts them
/// (in `tasks_started`) before handing over to the runtime's.
int lk_install_task_watch(void);

/// Whether the real network connections app code tries are refused and counted: this library's
/// `connect` and `getaddrinfo` take the C library's place in the executable (NetworkWatch.c).
int lk_install_network_watch(void);

/// A global or static variable initialised while a thread's mark named a process: its token
/// (`swift_once`'s) and that process (`globals_owner`).
typedef struct lk_once_note {
  void *_Nonnull token;
  int64_t owner;
} lk_once_note;

/// Whether this library's `swift_once` takes the runtime's place in the executable and the
/// runtime's tokens have the layout it reads (a 32-bit flag, -1 once initialised, and a 32-bit
/// lock: 64-bit Linux); from then on it notes the variables initialised while a mark names a
/// process. False where the executable's `swift_once` is another's. (With a static Swift runtime it
/// is this library's with no runtime's to hand over to, and the first call ends the process:
/// `lk_refuse_without_shared_runtime`.)
int lk_install_once_watch(void);

/// Moves up to `capacity` of the notes taken so far, oldest first, into `into`; returns how many.
size_t lk_once_take(lk_once_note *_Nonnull into, size_t capacity);

/// Puts `token` back to "not initialised": the next use of its variable runs the variable's
/// initializer again (the value it held is left as it is, as a killed process leaves its memory).
/// Nothing unless `lk_install_once_watch` answered true.
void lk_once_reset(void *_Nonnull token);

/// Reads the running app's value for a key of its standard defaults (a CoreFoundation string):
/// a property-list object retained for the caller, or null when unset.
typedef const void *_Nullable (*lk_preferences_copy)(const void *_Nonnull key);
/// Writes the running app's value for a key (null removes it).
typedef void (*lk_preferences_set)(const void *_Nonnull key, const void *_Nullable value);
/// Every value of the running app's standard defaults, as a dictionary retained for the caller.
typedef const void *_Nullable (*lk_preferences_copy_all)(void);

/// Makes Foundation's `UserDefaults.standard`, in app code, read and write the running app's
/// defaults through these (Preferences.c); set once, before any app code runs.
void lk_set_preferences_hooks(
    lk_preferences_copy _Nonnull copy, lk_preferences_set _Nonnull set, lk_preferences_copy_all _Nonnull copyAll);

/// The load bias of the executable or shared library that holds `address` (what its symbol
/// table's addresses are offset by in memory), into `bias`; 0 when no loaded object holds it.
int lk_load_bias(const void *_Nonnull address, uintptr_t *_Nonnull bias);
/// The file and load bias of the loaded object at `index` in the dynamic linker's list (0 is the
/// executable, whose path is empty); 0 past the end.
int lk_loaded_object(size_t index, const char *_Nullable *_Nonnull path, uintptr_t *_Nonnull bias);
/// How many objects the dynamic linker has loaded so far (it grows with each `dlopen`).
unsigned long long lk_loaded_object_loads(void);

#endif
