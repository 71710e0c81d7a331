//===- SlotReach.h - must-reach writes per slot, solved sparsely -*- C++ -*-===//
//
// The question DepotSlots asks of nvcc -G's local depot: for each slot (a
// constant depot offset), which write reaches a point last on every path
// from the function's entry (a store's instruction index), or -1 when not
// one (two different writes, a kill, or the entry). Instructions act on a
// few slots each (set a slot to a value, -1 for a kill) or kill them all.
//
// A dense solution (solveForward over a slot x block state) costs the
// slots times the join points times the passes, although a load's answer
// is almost always a write a few blocks before it: `cub_primitives.cu -G`
// has 467 slots and 1,259 blocks in one function. SlotReach answers on
// demand instead: each chain of blocks (Dataflow.h's inChain: one node of
// solveForward) is summarised once as the slots it leaves set and whether
// it kills them all; the entry value of slot S at chain head H is the join
// of what the chains before it leave in S, following back only the chains
// that leave S as they found it. Strongly connected regions of such chains
// share one value (each reaches the writes any of them reaches), found by
// Tarjan's algorithm, and every (head, slot) answer is kept, so no pair is
// computed twice and the slots never asked about cost nothing.
//
// The per-slot problem is distributive (each step is the identity or a
// constant on a flat lattice), so the join over paths is the maximal
// fixpoint solveForward computes: the answers are the same (test/unit/
// CfgTest.cpp checks them against a block-by-block fixpoint on random
// control-flow graphs).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_SLOTREACH_H
#define PTXLINT_ANALYSES_SLOTREACH_H

#include "analyses/FunctionIR.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>
#include <utility>
#include <vector>

namespace ptx {

/// Slot values written since a point (a chain's head, or a kill of every
/// slot), over whatever held before it: O(1) to reset, O(1) per write.
class SlotWrites {
public:
  explicit SlotWrites(unsigned NumSlots) : Val(NumSlots, -1), Stamp(NumSlots, 0) {}
  /// Forget every write; what held before shows through again.
  void reset() {
    ++Gen;
    Killed = false;
    Touched.clear();
  }
  /// Every slot unknown (-1) from here.
  void killAll() {
    ++Gen;
    Killed = true;
    Touched.clear();
  }
  void set(unsigned Slot, int V) {
    if (Stamp[Slot] != Gen) {
      Stamp[Slot] = Gen;
      Touched.push_back(Slot);
    }
    Val[Slot] = V;
  }
  /// The slot's value when a write since the reset decides it.
  std::optional<int> own(unsigned Slot) const {
    if (Stamp[Slot] == Gen)
      return Val[Slot];
    if (Killed)
      return -1;
    return std::nullopt;
  }
  bool killed() const { return Killed; }
  /// The slots written since the last reset or kill of every slot.
  const std::vector<unsigned> &touched() const { return Touched; }

private:
  std::vector<int> Val;
  std::vector<unsigned> Stamp;
  std::vector<unsigned> Touched;
  unsigned Gen = 1;
  bool Killed = false;
};

class SlotReach {
public:
  /// What instruction K does to the slots, applied to \p W.
  using StepFn = llvm::function_ref<void(unsigned K, SlotWrites &W)>;
  /// \p Acts: the instructions that act on some slot (null: every one);
  /// the others are not stepped. \p Prev: an earlier solution for the same
  /// function (a solve's previous round or settling iteration): its chains
  /// and scratch arrays, functions of the CFG alone, are moved over instead
  /// of built again, and its kept answers are taken over for every slot
  /// whose answers read no chain summary that changed for it (an answer
  /// depends only on the CFG and on what each chain leaves in its slot).
  /// \p PrevSlot: per slot, its number in Prev (~0u: a slot Prev did not
  /// have; increasing where defined), when the numbering changed (a round that placed an access at a
  /// new offset); null: the same numbering (no answer is taken over when
  /// the slot counts differ). \p Candidates: when given, the
  /// instructions (ascending) outside which none acts, so that a chain's
  /// summary visits only those (nvcc -G's depot accesses and calls are a
  /// fraction of a function's instructions), with \p From: per block, the
  /// index in Candidates of its first instruction there (of the first
  /// one after its start).
  SlotReach(const FunctionIR &F, unsigned NumSlots, const std::vector<bool> *Acts, StepFn Step,
            SlotReach *Prev = nullptr, const std::vector<unsigned> *Candidates = nullptr,
            const std::vector<unsigned> *From = nullptr,
            const std::vector<unsigned> *PrevSlot = nullptr);
  /// \p From for \p Candidates.
  static std::vector<unsigned> candidatesFrom(const FunctionIR &F,
                                              const std::vector<unsigned> &Candidates);

  /// Slot \p Slot's value on entry to chain head \p Head (a reachable block
  /// that is not inChain): a write, -1, or -2 (no path reaches it).
  int entry(unsigned Head, unsigned Slot);
  /// The chain head of reachable block \p B.
  unsigned headOf(unsigned B) const { return Head[B]; }

  /// Slots whose answers were taken over from the previous solution.
  unsigned reusedSlots() const { return Reused; }

private:
  /// Take over \p Prev's answers for the slots whose answers read no chain
  /// summary that changed for them.
  void reuse(SlotReach &Prev, const std::vector<unsigned> *PrevSlot);
  /// Whether a kept answer for \p Slot read what chain \p H leaves there:
  /// some head entered from H's last block has an answer (a Tarjan walk
  /// reads chainOut of the chains that end in its heads' predecessors, and
  /// every head it pushes gets an answer).
  bool consulted(unsigned H, unsigned Slot) const;
  /// What chain \p H leaves in \p Slot when it decides it.
  std::optional<int> chainOut(unsigned H, unsigned Slot) const;
  static int join(int A, int B) { return A == -2 ? B : (B == -2 || A == B ? A : -1); }

  const FunctionIR &F;
  unsigned N;
  std::vector<unsigned> Head; ///< per block: its chain's head (~0u: unreachable)
  std::vector<unsigned> HeadNo; ///< per chain head: its number, from 0
  std::vector<unsigned> Tail;   ///< per chain head: its chain's last block
  unsigned NumHeads = 0;
  struct ChainSum {
    bool KillsAll = false;
    std::vector<std::pair<unsigned, int>> Out; ///< sorted by slot
  };
  std::vector<ChainSum> Sums; ///< per chain head
  /// Per slot, once asked: per chain head (by number), its entry value (Unknown: not
  /// computed yet).
  static constexpr int Unknown = -3;
  std::vector<std::vector<int>> MemoOf;
  // Tarjan's scratch, per block, valid where Seen == Query.
  std::vector<unsigned> Seen, Index, Low;
  std::vector<int> Acc;
  std::vector<unsigned> Stack;
  struct Frame {
    unsigned H;
    unsigned Pred;
  };
  std::vector<Frame> Frames;
  unsigned Query = 0;
  unsigned Reused = 0;
};

} // namespace ptx

#endif
