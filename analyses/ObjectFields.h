//===- ObjectFields.h - values read back through a callee's `this` -*- C++ -*-===//
//
// nvcc -G keeps small member functions out of line and builds the objects
// they work on in the caller's local depot: `cuda::std::span::data()` is
// `return this->__data_;` (`ld.u64 %rd2, [%rd1]` with %rd1 its `this`
// parameter), and `subspan()` returns a span it builds in its own depot from
// `data() + 2 * offset` through the out-of-line constructor. What such a
// call returns is then neither a parameter nor an affine function of the
// parameters (ReturnForm, analyses/Interproc.h) but a function of the
// memory a pointer parameter points to on entry.
//
// ObjectForm describes that: a sum of terms, each a parameter (a byte piece
// of it) or the `Bytes`-wide value at `param + Add` on entry (a Deref), times
// a constant, plus a constant, exact in the low bits (as ReturnForm). A
// Deref is only claimed for a load that no write the callee (or what it
// calls) can make outside its own stack frame precedes on any path from
// its entry, so the memory holds at the load what it held at the call.
//
// At a call, objectCallResultForm maps such a form back to the caller:
// a parameter term to the operand the call passes, a Deref of an argument
// that is a placed depot address to the value the caller wrote to that slot
// last before the call (a scalar store of the same width, or a callee's
// ParamStoreSummary store of one of its arguments, found walking back along
// the single-predecessor chain of the call's block, past only instructions
// and calls that cannot write the slot: calls whose ParamStoreSummary is
// exact, and calls passed no depot address in a function that keeps its
// depot addresses confined to the depot and to exact callees' objects).
// A constructor's store of a value it computes counts as a store of its
// argument when that value is the argument after all (`to_address(p)`).
// The result is a CallResultForm,
// the shape AffineForms, ValueFacts and the callee summaries already read.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_OBJECTFIELDS_H
#define PTXLINT_ANALYSES_OBJECTFIELDS_H

#include "analyses/Interproc.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <optional>
#include <vector>

namespace ptx {

/// A value of a function as a sum over its parameters and the memory its
/// pointer parameters point to on entry (see the file comment).
struct ObjectForm {
  struct Term {
    bool Deref = false;
    unsigned Param = 0;
    int64_t Off = 0;    ///< parameter term: byte offset inside the parameter;
                        ///< Deref: bytes past the pointer
    unsigned Bytes = 0; ///< Deref: the width read (4 or 8)
    int64_t Scale = 1;
  };
  llvm::SmallVector<Term, 2> Terms;
  int64_t Const = 0;
  bool operator==(const ObjectForm &O) const;
};

/// What \p Fn returns in piece \p Off of its return variable \p Ret as an
/// ObjectForm, when the one `st.param` of that piece (a scalar, unguarded
/// and reachable) stores one. One question computes each callee it meets
/// once, at most 64; an answer that no such cut (nor a recursion) decided
/// is kept on the callee's IR (FunctionIR::ReturnForms) for later questions.
std::optional<ObjectForm> objectReturnForm(const AnalysisContext &Ctx, const Function *Fn,
                                           unsigned Ret, int64_t Off);

/// For `ld.param d, [retvalN+off]` after a call (a scalar of 4 or 8 bytes):
/// the callee's objectReturnForm in the caller's values (see the file
/// comment). None when a term cannot be placed. \p Depth as callResultForm's.
std::optional<CallResultForm> objectCallResultForm(FunctionIR &F, const AnalysisContext &Ctx,
                                                   unsigned LdIdx, unsigned Depth = 0);

/// The value depot bytes [\p Off, \p Off + \p Bytes) of \p F hold just
/// before instruction \p At: the operand written there last on every path
/// (read at the returned instruction), plus a constant. None when a write
/// that may reach the slot is not placed, the slot is written in part, the
/// walk meets a join, or the write is not of one scalar value.
struct SlotValue {
  const Expr *Value;
  unsigned At;
  int64_t Add = 0;
};
std::optional<SlotValue> depotValueBefore(FunctionIR &F, const AnalysisContext &Ctx, unsigned At,
                                          int64_t Off, unsigned Bytes);

/// A load of a function that reads, on every call the module makes, a
/// value with no registers (callContextLoads).
struct ContextLoad {
  unsigned Load;
  Expr Src; ///< a thread-id special register or an integer literal
};

/// nvcc -G keeps a lambda's `operator()` out of line and builds its
/// closure in the caller's depot: captures by value are fields of the
/// object `this` points to, captures by reference pointers to the caller's
/// own slots. The loads of \p Fn that read such a field (the value at
/// `param + k` on entry, or at a field of it plus k: ObjectForm's Deref,
/// one or more levels deep, each claimed only where no write of the callee
/// precedes it) and that read the same thread id (`%tid.x`, a 4-byte
/// field) or constant at every call of \p Fn in the module: each call
/// passes a depot object whose slots hold it at the call (depotValueBefore,
/// which past a join takes the slot's only write when that write runs
/// once and dominates the call). None when the module calls through a
/// register, a call sits on a cycle, or more than a few callers call Fn.
std::vector<ContextLoad> callContextLoads(const AnalysisContext &Ctx, const Function &Fn);

} // namespace ptx

#endif
