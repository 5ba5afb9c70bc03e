#define _GNU_SOURCE
#ifdef __linux__
#include "CLifecycleAppThread.h"

#include "Forwarding.h"

#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

// Swift initialises a global or static variable that has no constant value on first use: its
// accessor calls the runtime's `swift_once(token, initializer, context)` (swift/Runtime/Once.h)
// on every access, with a token of its own. On 64-bit Linux the token is a 32-bit flag — 0 until
// the initializer has run, -1 after — and a 32-bit lock, and the runtime returns at once when the
// flag is negative (swift/Threading/Impl/Linux.h, `once_impl`). This definition takes the
// runtime's place in the executable: it answers a token already initialised itself, as the
// runtime's fast path does, and for one that is not, hands over to the runtime's and notes the
// token when the initializer ran while the calling thread's mark names a process
// (`globals_owner`). LifecycleUIKit reads the notes and puts a token back to 0 once its process
// has ended, so the next process of the app initialises the variable anew, as a new process on
// iOS starts with its own.

typedef void (*once_function)(void *);
typedef void (*runtime_once)(void *, once_function, void *);

static runtime_once runtime_swift_once(void) {
  static void *cached;
  return (runtime_once)lk_next_symbol(&cached, "swift_once");
}

static void nothing(void *context) { (void)context; }

// Whether the runtime's tokens have the layout above: 0 not yet checked, 1 yes, 2 no (then every
// call goes to the runtime's and nothing is noted).
static int layout_state;
static pthread_once_t layout_once = PTHREAD_ONCE_INIT;

static void check_layout_now(void) {
  // A token of our own, initialised through the runtime: its flag must read -1 and its lock 0.
  static int64_t probe;
  runtime_swift_once()(&probe, nothing, NULL);
  int32_t words[2];
  __builtin_memcpy(words, &probe, sizeof words);
  __atomic_store_n(&layout_state, words[0] == -1 && words[1] == 0 ? 1 : 2, __ATOMIC_RELEASE);
}

static int check_layout(void) {
  int state = __atomic_load_n(&layout_state, __ATOMIC_ACQUIRE);
  if (state != 0) return state;
  pthread_once(&layout_once, check_layout_now);
  return __atomic_load_n(&layout_state, __ATOMIC_ACQUIRE);
}

static pthread_mutex_t notes_lock = PTHREAD_MUTEX_INITIALIZER;
static lk_once_note *notes;
static size_t note_count;
static size_t note_capacity;

static void note(void *token, int64_t owner) {
  pthread_mutex_lock(&notes_lock);
  if (note_count == note_capacity) {
    size_t capacity = note_capacity == 0 ? 64 : note_capacity * 2;
    lk_once_note *grown = realloc(notes, capacity * sizeof(lk_once_note));
    if (grown == NULL) {
      // Not noted: the variable keeps its value into the app's next process (the host process is
      // out of memory anyway).
      pthread_mutex_unlock(&notes_lock);
      return;
    }
    notes = grown;
    note_capacity = capacity;
  }
  notes[note_count].token = token;
  notes[note_count].owner = owner;
  note_count += 1;
  pthread_mutex_unlock(&notes_lock);
}

LK_INTERPOSE void swift_once(void *token, once_function initializer, void *context) {
  int layout = check_layout();
  if (layout == 1 && __atomic_load_n((int32_t *)token, __ATOMIC_ACQUIRE) < 0) return;
  int64_t owner = layout == 1 ? lk_app_thread_get().globals_owner : 0;
  runtime_swift_once()(token, initializer, context);
  if (owner != 0) note(token, owner);
}

int lk_install_once_watch(void) {
  // Where the executable's `swift_once` is another's, this one is unused. (With a static Swift
  // runtime it is this one, with no runtime's to hand over to: the first call ends the process.)
  if (dlsym(RTLD_DEFAULT, "swift_once") != (void *)&swift_once) return 0;
  return check_layout() == 1;
}

size_t lk_once_take(lk_once_note *into, size_t capacity) {
  pthread_mutex_lock(&notes_lock);
  size_t taken = note_count < capacity ? note_count : capacity;
  for (size_t index = 0; index < taken; index++) into[index] = notes[index];
  for (size_t index = taken; index < note_count; index++) notes[index - taken] = notes[index];
  note_count -= taken;
  pthread_mutex_unlock(&notes_lock);
  return taken;
}

void lk_once_reset(void *token) {
  if (__atomic_load_n(&layout_state, __ATOMIC_ACQUIRE) != 1) return;
  __atomic_store_n((int32_t *)token, 0, __ATOMIC_RELEASE);
}

static int find_object(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  uintptr_t *found = data;  // in: an address of the object; out: its load bias
  for (int index = 0; index < info->dlpi_phnum; index++) {
    const ElfW(Phdr) *header = &info->dlpi_phdr[index];
    if (header->p_type != PT_LOAD) continue;
    uintptr_t start = info->dlpi_addr + header->p_vaddr;
    if (*found >= start && *found < start + header->p_memsz) {
      *found = info->dlpi_addr;
      return 1;
    }
  }
  return 0;
}

int lk_load_bias(const void *address, uintptr_t *bias) {
  uintptr_t value = (uintptr_t)address;
  if (dl_iterate_phdr(find_object, &value) == 0) return 0;
  *bias = value;
  return 1;
}

struct nth_object {
  size_t wanted;
  size_t seen;
  const char *path;
  uintptr_t bias;
};

static int find_nth(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  struct nth_object *nth = data;
  if (nth->seen++ != nth->wanted) return 0;
  nth->path = info->dlpi_name;
  nth->bias = info->dlpi_addr;
  return 1;
}

int lk_loaded_object(size_t index, const char **path, uintptr_t *bias) {
  struct nth_object nth = {index, 0, NULL, 0};
  if (dl_iterate_phdr(find_nth, &nth) == 0) return 0;
  *path = nth.path != NULL ? nth.path : "";
  *bias = nth.bias;
  return 1;
}

static int read_loads(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  *(unsigned long long *)data = info->dlpi_adds;
  return 1;
}

unsigned long long lk_loaded_object_loads(void) {
  unsigned long long loads = 0;
  dl_iterate_phdr(read_loads, &loads);
  return loads;
}

#else

#include "CLifecycleAppThread.h"

int lk_loaded_object(size_t index, const char **path, uintptr_t *bias) {
  (void)index;
  (void)path;
  (void)bias;
  return 0;
}
unsigned long long lk_loaded_object_loads(void) { return 0; }

int lk_install_once_watch(void) { return 0; }
size_t lk_once_take(lk_once_note *into, size_t capacity) {
  (void)into;
  (void)capacity;
  return 0;
}
void lk_once_reset(void *token) { (void)token; }
int lk_load_bias(const void *address, uintptr_t *bias) {
  (void)address;
  (void)bias;
  return 0;
}

#endif
