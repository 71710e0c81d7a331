//===- ArenaSlabs.h - slab source for the AST arena -------------*- C++ -*-===//
//
// The AST of a 1-2 MB PTX file takes 10-30 MB. Taken from malloc, that memory
// arrives one 4 KB page at a time, and the kernel's work per page (allocation,
// zeroing, LRU and cgroup accounting) was a quarter of the front end's wall
// time (perf: exc_page_fault and its callees, 5,000 faults for a 1.4 MB
// file). ArenaSlabs hands the arena its slabs from large anonymous mappings
// (8 MB, then doubling) that ask for transparent huge pages (MADV_HUGEPAGE)
// past the first 2 MB of the module: a large module takes its memory 2 MB at
// a time, a small one never touches a huge page. Where the kernel gives no huge pages,
// nothing changes. Slabs are never returned one by one; the mappings go
// when the arena does.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SUPPORT_ARENASLABS_H
#define PTXLINT_SUPPORT_ARENASLABS_H

#include "llvm/Support/AllocatorBase.h"
#include <cstddef>

namespace ptx {

class ArenaSlabs : public llvm::AllocatorBase<ArenaSlabs> {
public:
  ArenaSlabs() = default;
  ArenaSlabs(const ArenaSlabs &) = delete;
  ArenaSlabs &operator=(const ArenaSlabs &) = delete;
  ~ArenaSlabs();

  void *Allocate(size_t Size, size_t Alignment);
  using llvm::AllocatorBase<ArenaSlabs>::Allocate;
  /// Memory comes back with the whole mapping (~ArenaSlabs).
  void Deallocate(const void *, size_t, size_t) {}
  using llvm::AllocatorBase<ArenaSlabs>::Deallocate;
  void Reset() {}
  /// For a module known to be large (a piece of a big file parsed on its
  /// own thread): huge pages from the first byte.
  struct LargeTag {};
  explicit ArenaSlabs(LargeTag) : Large(true) {}

private:
  struct Mapping {
    char *Base;
    size_t Size;
    Mapping *Prev; ///< the mapping before, kept in its first bytes
  };
  Mapping *Cur = nullptr;
  char *Next = nullptr; ///< first free byte of Cur
  bool Large = false;
  bool newMapping(size_t AtLeast);
};

} // namespace ptx

#endif
