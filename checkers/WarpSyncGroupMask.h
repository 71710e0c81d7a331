//===- WarpSyncGroupMask.h - group-mask facts for warp-sync-mask -*- C++ -*-===//
//
// Which lanes run together, for the full-membermask checks of WarpSync.cpp:
// masks that name exactly the lanes of the group running an instruction
// (activemask, ballot and match.any over such a mask, cooperative groups'
// binary_partition), and the branches that test one of them against the
// full warp (`__activemask() == 0xffffffff`, `popc(M) == 32`), past which
// the whole warp runs together.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECKERS_WARPSYNCGROUPMASK_H
#define PTXLINT_CHECKERS_WARPSYNCGROUPMASK_H

#include "checkers/CheckerContext.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <utility>

namespace ptx {

/// Group masks. A lane mask M is a group mask where, for each lane l of
/// the lanes running together (the group), M_l names only lanes of the
/// group and every lane k it names holds M_k == M_l: activemask (the group
/// itself), a ballot or match.any over a group mask or the full warp (its
/// result is a subset of the mask, the same in every lane it names, PTX
/// ISA 9.7.13.9, 9.7.13.10), a copy, and `and` of a group mask with a
/// group mask, a warp-uniform value, or cooperative groups'
/// binary_partition of the same mask (`ballot(p, M) ^ (!p ? ~0 : 0)`: the
/// lanes agreeing with this lane on p). Then M == 0xffffffff in one lane
/// means the whole warp runs together and holds it, so a branch on it is
/// taken by all 32 lanes or none. Loop-carried writes are assumed group
/// masks while being decided (a greatest fixpoint: each write keeps the
/// property given that its operands had it); between a write and its use
/// no branch may split the lanes (one on a value the group shares keeps
/// them together).
class GroupMasks {
public:
  GroupMasks(FunctionAnalyses &FA, const DomTree &Dom) : FA(FA), F(FA.IR), Dom(Dom) {}

  /// Block \p B is dominated by a test that the whole warp runs together:
  /// the activemask (or a group mask of it) compared with 0xffffffff, on the
  /// side where it is full, possibly folded with warp-uniform literals into
  /// one branch.
  bool fullWarpTested(unsigned B);

private:
  bool isActiveMask(const Expr *E) const;
  bool fromActiveMask(const Expr *E) const;
  std::optional<unsigned> regOf(const Expr *E) const;
  bool fullConstAt(const Expr *E, unsigned At) const;
  bool sharedPred(const Expr *E, unsigned At, unsigned Depth) const;
  bool splitsBetween(unsigned From, unsigned To, unsigned R) const;
  bool allLanesAt(unsigned D) const;
  /// Depot load \p D reads the constant full mask into register \p R.
  bool loadedFull(unsigned D, unsigned R) const;
  bool storedMatchAll(unsigned R, const Expr *Mask) const;
  /// What write \p D computes when it loads a call's result (`ld.param d,
  /// [retval0]`) and the callee is a small helper without branches or
  /// calls (NVVM below -O3 keeps __popc, __match_any_sync, __ballot_sync and
  /// __activemask out of line): the helper's instruction whose result it
  /// returns, each operand read as the call's argument for a parameter (at
  /// that argument's store), an immediate of the helper, or nullptr.
  struct ResultOp {
    const Inst *I = nullptr;
    llvm::SmallVector<const Expr *, 4> Ops;
    llvm::SmallVector<unsigned, 4> At;
  };
  std::optional<ResultOp> resultOf(unsigned D) const;
  /// The mask M write \p D computes as popc(M) (itself, or through a
  /// helper: resultOf), read at \p MAt; nullptr for any other write.
  const Expr *popcOf(unsigned D, unsigned &MAt) const;
  bool groupMaskAt(const Expr *E, unsigned At, unsigned Depth);
  bool groupDefs(unsigned R, unsigned At, unsigned Depth);
  const Expr *fullPopcTest(const Inst &P, bool Eq);
  const Expr *activeMaskFullTest(const Inst &P, bool Eq = true);
  const Inst *defOf(unsigned R) const;
  bool implied(unsigned R, bool V, llvm::SmallVectorImpl<std::pair<unsigned, bool>> &Out,
               unsigned Depth) const;
  std::optional<bool> impliedThroughCopies(unsigned R, bool V,
                                           llvm::SmallVectorImpl<std::pair<unsigned, bool>> &Out,
                                           unsigned Depth) const;
  bool foldedFullTest(unsigned D, const Inst &T, unsigned At);

  FunctionAnalyses &FA;
  FunctionIR &F;
  const DomTree &Dom;
  /// Writes being decided by groupDefs (assumed group masks: loop-carried).
  llvm::DenseSet<unsigned> GroupOpen;
};

} // namespace ptx

#endif
