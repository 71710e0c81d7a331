//===- HugeHeap.cpp - transparent huge pages for malloc's heap ------------===//
#include "lib/support/HugeHeap.h"
#include <cstdint>
#include <cstdlib>

#if defined(__GLIBC__) && defined(__linux__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

void ptx::growHeapInHugePages(size_t Bytes) {
#if defined(__GLIBC__) && defined(__linux__) && defined(MADV_HUGEPAGE)
  static bool Done = false;
  if (Done || Bytes == 0)
    return;
  Done = true;
  constexpr uintptr_t Huge = uintptr_t(2) << 20;
  // Blocks up to 32 MB from the heap (not each its own mapping, which
  // would fault page by page and be unmapped on free), the heap extended
  // by Bytes beyond each request, and not trimmed below that.
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TOP_PAD, static_cast<int>(Bytes));
  mallopt(M_TRIM_THRESHOLD, static_cast<int>(2 * Bytes));
  // Extend the heap now: a request larger than its free top makes malloc
  // move the break by that plus the pad; freed, it stays as the top.
  void *Before = sbrk(0);
  // (Through a volatile pointer: the compiler may drop a malloc and free
  // of memory nothing reads.)
  void *volatile P = std::malloc(Bytes / 4);
  std::free(P);
  void *After = sbrk(0);
  if (Before == reinterpret_cast<void *>(-1) || After == reinterpret_cast<void *>(-1) ||
      After <= Before)
    return;
  uintptr_t Lo = (reinterpret_cast<uintptr_t>(Before) + Huge - 1) & ~(Huge - 1);
  uintptr_t Hi = reinterpret_cast<uintptr_t>(After) & ~(Huge - 1);
  if (Hi > Lo)
    (void)madvise(reinterpret_cast<void *>(Lo), Hi - Lo, MADV_HUGEPAGE);
#else
  (void)Bytes;
#endif
}
