//===- HugeHeap.h - transparent huge pages for malloc's heap ----*- C++ -*-===//
//
// The analyses of a large module take their memory from malloc: the
// function IRs and, once a question reaches Z3, its context (about 26 MB,
// mostly hash tables, for the first question). That memory arrives one 4 KB
// page fault at a time: on nvcc -G's cooperative_groups.cu, 9,000 faults
// and a fifth of the analyses' CPU time in the kernel. As the AST arena
// does (ArenaSlabs.h), the heap can ask for transparent huge pages.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SUPPORT_HUGEHEAP_H
#define PTXLINT_SUPPORT_HUGEHEAP_H

#include <cstddef>

namespace ptx {

/// Once per process, on glibc: makes malloc's main heap grow in steps of
/// \p Bytes and keep what is freed, grows it by that much now, and asks for
/// huge pages over it (MADV_HUGEPAGE; honoured where the kernel's
/// transparent_hugepage setting is `madvise` or `always`, a no-op with
/// `never`). Untouched, the reservation costs address space only. Only the
/// thread that owns the main heap benefits (the analyses' one thread).
void growHeapInHugePages(size_t Bytes);

} // namespace ptx

#endif
