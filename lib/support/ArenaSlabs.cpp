//===- ArenaSlabs.cpp - slab source for the AST arena ---------------------===//
#include "lib/support/ArenaSlabs.h"
#include "llvm/Support/Compiler.h"
#include <algorithm>
#include <cstdint>
#include <new>
#include <sys/mman.h>

using namespace ptx;

namespace {
/// Address space of the first mapping; each next one doubles, up to 256 MB
/// (untouched, it costs nothing but address space).
constexpr size_t FirstMapping = size_t(8) << 20, MaxMapping = size_t(256) << 20;
/// Transparent huge pages: their size, and how much of the first mapping
/// stays in small pages (a small module never pays for zeroing a 2 MB page).
constexpr size_t HugePage = size_t(2) << 20, SmallPrefix = size_t(2) << 20;

char *alignUp(char *P, size_t A) {
  return reinterpret_cast<char *>((reinterpret_cast<uintptr_t>(P) + A - 1) & ~uintptr_t(A - 1));
}
} // namespace

bool ArenaSlabs::newMapping(size_t AtLeast) {
  size_t Size = Cur ? std::min(2 * Cur->Size, MaxMapping) : FirstMapping;
  size_t Need = AtLeast + sizeof(Mapping) + 64;
  if (Size < Need)
    Size = (Need + 4095) & ~size_t(4095);
  void *P = mmap(nullptr, Size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                 -1, 0);
  if (P == MAP_FAILED)
    return false;
  char *Base = static_cast<char *>(P);
  // Under ASan: BumpPtrAllocator poisons each slab it takes from here, and
  // ASan in clang 14 does not clear the shadow on munmap, so a mapping at
  // the address of an earlier arena's (the next module in the process) read
  // as poisoned ("use-after-poison" writing the Mapping header below; the
  // parse fuzzer over the labelled corpus, helper-181). New memory is
  // addressable; no-ops in other builds.
  __asan_unpoison_memory_region(Base, Size);
  // Past the small-page prefix, ask for huge pages (honoured where the
  // kernel's transparent_hugepage setting is `madvise` or `always`; an
  // error, as with `never`, leaves ordinary pages).
  // (A module that needs a second mapping is large: all of it.)
  char *HugeFrom = alignUp(Cur || Large ? Base : Base + SmallPrefix, HugePage);
  if (HugeFrom + HugePage <= Base + Size)
    (void)madvise(HugeFrom, size_t(Base + Size - HugeFrom) & ~(HugePage - 1), MADV_HUGEPAGE);
  auto *M = new (P) Mapping{Base, Size, Cur};
  Cur = M;
  Next = Base + ((sizeof(Mapping) + 63) & ~size_t(63));
  return true;
}

void *ArenaSlabs::Allocate(size_t Size, size_t Alignment) {
  if (!Cur || alignUp(Next, Alignment) + Size > Cur->Base + Cur->Size) {
    if (!newMapping(Size + Alignment))
      return llvm::allocate_buffer(Size, Alignment); // only when mmap fails; never freed
  }
  char *P = alignUp(Next, Alignment);
  Next = P + Size;
  return P;
}

ArenaSlabs::~ArenaSlabs() {
  while (Cur) {
    Mapping *Prev = Cur->Prev;
    // Leave no poison behind for whatever is mapped here next (see above).
    __asan_unpoison_memory_region(Cur->Base, Cur->Size);
    munmap(Cur->Base, Cur->Size);
    Cur = Prev;
  }
}
