//===- PointeeFields.h - what a stack object's field holds at a call -*- C++ -*-===//
//
// nvcc -G builds small objects on the caller's stack (the local depot) and
// passes their address to out-of-line methods: libcu++'s
// `barrier::wait(token)` constructs a `__barrier_poll_tester_phase{this,
// token}` in its depot (the constructor stores `this` into the object's
// first field through its own `this` pointer), and hands the object's
// address to `__cccl_thread_poll_with_backoff`, whose loop calls the
// tester's `operator()`, which loads the barrier's address back from the
// field and calls `__try_wait` on it. These functions answer, for such a
// chain, "which value does the field hold at the call" (the caller's side)
// and "is this value the field of a pointer parameter" (the callee's side).
//
// Users: callConstants (ArgConst::PointeeShared: a pointer whose field
// holds a shared-window address, so the tester's `__try_wait` is
// specialised as the barrier's own) and the callee summaries' mbarrier
// operations (CalleeOp::OperandAt: the object is the field of a pointer
// parameter, mapped back to the caller's barrier argument).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_POINTEEFIELDS_H
#define PTXLINT_ANALYSES_POINTEEFIELDS_H

#include "analyses/AnalysisContext.h"
#include "analyses/FunctionIR.h"
#include "analyses/Interproc.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace ptx {

class ConstBranches;

/// The depot offset a pointer operand \p E at instruction \p At holds: a
/// depot address (`add.u64 %rd, %SP, 16`), through 64-bit copies and depot
/// slots it was stored to and loaded back from (nvcc -G's `this` copies).
std::optional<int64_t> depotPointerOffset(FunctionIR &F, const Expr *E, unsigned At,
                                          unsigned Depth = 0);

/// Per field i (0 <= i < \p N), the instruction that wrote the \p Bytes
/// depot bytes at offset \p Lo + Bytes * i last before instruction \p At, found by
/// walking back through \p At's block and its chain of single predecessors
/// (at most a few hundred instructions): an unguarded scalar `st` to
/// exactly those bytes, or, for a call of a constructor whose paramStores
/// summary is exact and stores one of its arguments there on every call
/// (`st.u64 [%rd_this], %rd_arg`), the `st.param` that passes that
/// argument. Either way operand 1 of the instruction is the value (read at
/// it). -1 for a field when something else may have written it (a partial
/// or guarded store, a store through a pointer that is not a depot address,
/// a call whose writes are not exact), or the walk found no writer.
/// With \p Deref, a constructor's store of the 8 bytes an argument points
/// to (ParamStoreSummary::Store::ValueDeref) is a writer too: W[i] is then
/// the `st.param` that passes that pointer, and (*Deref)[i] is set (the
/// field holds what the pointer pointed to at that call).
llvm::SmallVector<int, 4> depotFieldWriters(FunctionIR &F, const AnalysisContext &Ctx,
                                            int64_t Lo, unsigned N, unsigned At,
                                            unsigned Bytes = 8,
                                            llvm::SmallVectorImpl<bool> *Deref = nullptr);

/// The function stores nothing outside its own depot (st.param aside): a
/// field a pointer parameter reaches keeps, inside it, the value the
/// caller left there (the callees it passes the pointer to are not asked).
bool storesOnlyOwnFrame(FunctionIR &F);

/// The fields (byte offsets, multiples of 8 below 32) of the object
/// pointer operand \p E points to at \p At that hold a generic address in
/// the CTA's shared window: with \p CB, a PointeeShared pointer it tracks;
/// else a depot object whose field depotFieldWriters finds written with
/// such an address (\p CB's sharedAt, or isGenericSharedAddress).
llvm::SmallVector<int64_t, 2> pointeeSharedFields(FunctionIR &F, const AnalysisContext &Ctx,
                                                  const Expr *E, unsigned At,
                                                  ConstBranches *CB, unsigned Depth);

/// An inner summary's mbarrier object, seen at call \p B of \p F: the
/// inner object is the argument \p InOperand (its value plus Add) or the
/// 8-byte field at Add of the object argument \p InOperandAt points to.
/// On success sets exactly one of \p Operand (a parameter of F, plus a
/// constant) and \p OperandAt (the field at Add of the object a pointer
/// parameter of F points to): an argument that F loads from a field of a
/// pointer parameter (when storesOnlyOwnFrame), a pointer argument that is
/// F's parameter, or a pointer to F's own depot object whose field holds
/// one of F's parameters at the call (depotFieldWriters). With \p
/// FieldDeref, also a depot object's field that a constructor filled with
/// the 8 bytes a pointer parameter of F points to (a token moved in by
/// reference, `barrier::wait(token&&)`), when F stores nothing outside its
/// own frame: OperandAt is then that parameter (a value, not an address,
/// so only for tokens).
bool mapObjectAtCall(FunctionIR &F, const AnalysisContext &Ctx, const CallBinding &B,
                     const std::optional<ParamRef> &InOperand,
                     const std::optional<ParamRef> &InOperandAt, std::optional<ParamRef> &Operand,
                     std::optional<ParamRef> &OperandAt, bool FieldDeref = false);

/// A call of a CUDA system call that makes no mbarrier operation: a
/// declaration without a body named `vprintf`, `malloc`, `free` or
/// `__assertfail` (device-side printf, heap and assert; the PTX ABI's
/// system calls), reached from nvcc -G's out-of-line helpers. Their
/// summaries stay unknown; the mbarrier summaries may look past them.
bool isMbarrierFreeSystemCall(const CallBinding &B);

} // namespace ptx

#endif
