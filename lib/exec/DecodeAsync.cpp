//===- DecodeAsync.cpp - decoding of asynchronous and matrix instructions ===//
//
// cp.async, cp.async.bulk, mbarrier (PTX ISA 8.5 9.7.10.24, 9.7.14.15) and
// the warp-level matrix instructions mma, ldmatrix, stmatrix, movmatrix and
// wmma (9.7.15). Split from DecodeInstr.cpp, which dispatches here.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/DecodeInternal.h"

#include "llvm/ADT/StringSwitch.h"

using namespace ptx;
using namespace ptx::exec;

bool DecodeContext::asyncAddrOperand(llvm::ArrayRef<Expr *> Ops, unsigned K, Addr &A,
                                     Space &Sp, Space Declared) {
  Space SymSp;
  if (K >= Ops.size() || !addrOperand(Ops[K], A, SymSp))
    return fail("operand " + llvm::Twine(K));
  Sp = Declared;
  if (Sp == Space::Generic && SymSp != Space::Generic && A.R == Addr::Abs)
    A.Off = int64_t(toGeneric(SymSp, uint64_t(A.Off)));
  if (A.R != Addr::Abs)
    return fail("frame-relative address");
  return true;
}

/// cp.async, cp.async.bulk (non-tensor) and mbarrier (PTX ISA 8.5
/// 9.7.10.24, 9.7.14.15).
bool DecodeContext::decodeAsync(const InstrStmt &S, Instr &I) {
  llvm::StringRef Opc = S.Opcode.Text;
  ModSet M(S);
  auto Ops = S.Operands;
  unsigned N = unsigned(Ops.size());
  auto AddrOp = [&](unsigned K, Addr &A, Space &Sp, Space Declared) {
    return asyncAddrOperand(Ops, K, A, Sp, Declared);
  };
  auto Src = [&](unsigned K, Ty T, unsigned Slot) -> bool {
    if (K >= N)
      return fail("operand count");
    I.Src[Slot] = srcSlot(Ops[K], T);
    I.NumSrc = uint8_t(std::max<unsigned>(I.NumSrc, Slot + 1));
    return I.Src[Slot] != NoSlot;
  };
  // The spaces named by the modifiers, in order (dst first for copies).
  llvm::SmallVector<Space, 3> Spaces;
  for (llvm::StringRef W : M.W)
    if (parseSpace(W) != Space::Generic)
      Spaces.push_back(parseSpace(W));
  if (Opc == "cp") {
    if (!M.has(".async"))
      return fail("not implemented by the executor");
    if (M.has(".tensor"))
      return decodeTensorCopy(S, I);
    if (M.has(".prefetch")) {
      // cp.async.bulk.prefetch.L2.global [srcMem], size{, policy} (PTX ISA 8.5
      // 9.7.10.24.8): a hint with no architectural effect; Sub2 2.
      if (!M.has(".bulk") || !M.has(".L2") || M.space() != Space::Global)
        return fail("prefetch form");
      I.Opc = Op::CpAsyncBulk;
      I.Sub2 = 2;
      return AddrOp(0, I.A, I.Sp, Space::Global) && Src(1, Ty::U32, 0);
    }
    if (M.has(".reduce")) {
      // cp.reduce.async.bulk (non-tensor; PTX ISA 8.5 9.7.10.24.7):
      // a bulk copy (Sub2 1) that reduces each element of the destination
      // with the source's: Sub is the AtomOp, T the element type.
      if (!M.has(".bulk") || Spaces.size() != 2 || Spaces[1] != Space::Shared ||
          (Spaces[0] != Space::Global && !M.has(".shared::cluster")))
        return fail("cp.reduce.async.bulk form");
      int AO = -1;
      for (llvm::StringRef W : M.W)
        AO = llvm::StringSwitch<int>(W)
                 .Case(".add", int(AtomOp::Add)).Case(".min", int(AtomOp::Min))
                 .Case(".max", int(AtomOp::Max)).Case(".and", int(AtomOp::And))
                 .Case(".or", int(AtomOp::Or)).Case(".xor", int(AtomOp::Xor))
                 .Case(".inc", int(AtomOp::Inc)).Case(".dec", int(AtomOp::Dec))
                 .Default(AO);
      Ty T = M.last();
      bool Global = Spaces[0] == Space::Global;
      // The valid operation / type pairs (the table of 9.7.10.24.7).
      bool Ok = false;
      switch (AtomOp(AO)) {
      case AtomOp::Add:
        Ok = T == Ty::U32 || T == Ty::S32 || T == Ty::U64 ||
             (Global && (T == Ty::F32 || T == Ty::F64 ||
                         ((T == Ty::F16 || T == Ty::BF16) && M.has(".noftz"))));
        break;
      case AtomOp::Min:
      case AtomOp::Max:
        Ok = T == Ty::U32 || T == Ty::S32 ||
             (Global && (T == Ty::U64 || T == Ty::S64 || T == Ty::F16 || T == Ty::BF16));
        break;
      case AtomOp::Inc:
      case AtomOp::Dec:
        Ok = T == Ty::U32;
        break;
      case AtomOp::And:
      case AtomOp::Or:
      case AtomOp::Xor:
        Ok = T == Ty::B32 || (Global && T == Ty::B64);
        break;
      default:
        break;
      }
      if (AO < 0 || !Ok)
        return fail("cp.reduce.async.bulk operation and type");
      I.Opc = Op::CpAsyncBulk;
      I.Sub = uint8_t(AO);
      I.Sub2 = 1;
      I.T = T;
      if (!AddrOp(0, I.A, I.Sp, Spaces[0]) || !AddrOp(1, I.A2, I.Sp2, Spaces[1]) ||
          !Src(2, Ty::U32, 0))
        return false;
      if (!Global) {
        if (N < 4 || Ops[3]->K != Expr::Address || !M.hasSpaceWord(".mbarrier::complete_tx"))
          return fail("completion mechanism");
        if (!AddrOp(3, I.A3, I.Sp3, Space::Shared))
          return false;
        I.Flags |= F_ExpectTx; // completes tx on the mbarrier
      } else if (!M.has(".bulk_group")) {
        return fail("completion mechanism");
      }
      return true;
    }
    if (M.has(".commit_group")) {
      I.Opc = M.has(".bulk") ? Op::Nop : Op::CpAsyncCommit;
      return true;
    }
    if (M.has(".wait_group") || M.has(".wait_all")) {
      if (M.has(".bulk")) {
        I.Opc = Op::Nop; // bulk copies complete when issued (see docs)
        return true;
      }
      I.Opc = Op::CpAsyncWait;
      if (M.has(".wait_all")) {
        I.Flags |= F_Uni; // wait_all: commit, then wait for everything
        I.Src[0] = constSlot(0);
        I.NumSrc = 1;
        return true;
      }
      return Src(0, Ty::U32, 0);
    }
    if (M.has(".mbarrier")) {
      I.Opc = Op::CpAsyncMbarArrive;
      if (M.has(".noinc"))
        I.Flags |= F_NoInc;
      return AddrOp(0, I.A, I.Sp, Spaces.empty() ? Space::Generic : Spaces[0]);
    }
    if (M.has(".bulk")) {
      I.Opc = Op::CpAsyncBulk;
      if (Spaces.size() != 2)
        return fail("state spaces");
      if (!AddrOp(0, I.A, I.Sp, Spaces[0]) || !AddrOp(1, I.A2, I.Sp2, Spaces[1]) ||
          !Src(2, Ty::U32, 0))
        return false;
      if (N >= 4 && Ops[3]->K == Expr::Address) {
        if (!AddrOp(3, I.A3, I.Sp3, Space::Shared))
          return false;
        I.Flags |= F_ExpectTx; // completes tx on the mbarrier
      }
      if (M.has(".cp_mask")) { // PTX ISA 8.6: byteMask, the last operand
        I.Sub2 = 3;
        return Src(N - 1, Ty::B16, 1);
      }
      if (M.has(".multicast::cluster")) { // ctaMask after [mbar]
        if (!(I.Flags & F_ExpectTx) || !(I.Flags & F_ClusterSpace))
          return fail("multicast form");
        I.Sub2 = 4;
        return Src(4, Ty::B16, 1);
      }
      return true;
    }
    I.Opc = Op::CpAsync;
    if (Spaces.size() != 2)
      return fail("state spaces");
    if (!AddrOp(0, I.A, I.Sp, Spaces[0]) || !AddrOp(1, I.A2, I.Sp2, Spaces[1]) ||
        !Src(2, Ty::U32, 0))
      return false;
    // With .L2::cache_hint the last operand is the 64-bit cache-policy
    // (PTX ISA 8.5 9.7.9.25.3.1: cp-size{, src-size | ignore-src}{, cache-policy}),
    // not a src-size: reading it as one made the copy zero-fill from the
    // policy that createpolicy returned.
    unsigned NArgs = N - (M.has(".L2::cache_hint") && N >= 4 ? 1 : 0);
    if (NArgs >= 4 && Ops[3]->K != Expr::Address) {
      uint64_t Ix;
      const Expr *E = Ops[3];
      const LocalSym *L = E->K == Expr::Symbol ? lookup(E->Name, Ix) : nullptr;
      if (L && L->K == LocalSym::Reg && L->T == Ty::Pred) {
        I.Flags |= F_IgnoreSrc;
        return Src(3, Ty::Pred, 1);
      }
      return Src(3, Ty::U32, 1); // src-size
    }
    return true;
  }
  // mbarrier.*
  Space Sp = Spaces.empty() ? Space::Generic : Spaces[0];
  auto Kind = [&](llvm::StringRef W) { return M.has(W); };
  unsigned Bits;
  if (Kind(".init")) {
    I.Opc = Op::MbarInit;
    return AddrOp(0, I.A, I.Sp, Sp) && Src(1, Ty::U32, 0);
  }
  if (Kind(".inval")) {
    I.Opc = Op::MbarInval;
    return AddrOp(0, I.A, I.Sp, Sp);
  }
  if (Kind(".expect_tx") && !Kind(".arrive") && !Kind(".arrive_drop")) {
    I.Opc = Op::MbarExpectTx;
    return AddrOp(0, I.A, I.Sp, Sp) && Src(1, Ty::U32, 0);
  }
  if (Kind(".complete_tx")) {
    I.Opc = Op::MbarCompleteTx;
    return AddrOp(0, I.A, I.Sp, Sp) && Src(1, Ty::U32, 0);
  }
  if (Kind(".arrive") || Kind(".arrive_drop")) {
    I.Opc = Op::MbarArrive;
    if (Kind(".arrive_drop"))
      I.Flags |= F_Drop;
    if (Kind(".expect_tx"))
      I.Flags |= F_ExpectTx;
    if (Kind(".noComplete"))
      I.Sub = 1; // must not complete the phase (checked when it runs)
    if (N < 2)
      return fail("operand count");
    I.Dst = dstSlot(Ops[0], Bits);
    I.DstBits = uint8_t(Bits);
    if (I.Dst == NoSlot || !AddrOp(1, I.A, I.Sp, Sp))
      return false;
    if (N >= 3)
      return Src(2, Ty::U32, 0); // count, or txCount with .expect_tx
    return true;
  }
  if (Kind(".test_wait") || Kind(".try_wait")) {
    I.Opc = Op::MbarTestWait;
    if (Kind(".parity"))
      I.Flags |= F_Parity;
    if (N < 3)
      return fail("operand count");
    I.Dst = dstSlot(Ops[0], Bits);
    I.DstBits = 1;
    return I.Dst != NoSlot && AddrOp(1, I.A, I.Sp, Sp) &&
           Src(2, Kind(".parity") ? Ty::U32 : Ty::B64, 0);
  }
  if (Kind(".pending_count")) {
    I.Opc = Op::MbarPendingCount;
    if (N != 2)
      return fail("operand count");
    I.Dst = dstSlot(Ops[0], Bits);
    I.DstBits = uint8_t(Bits);
    return I.Dst != NoSlot && Src(1, Ty::B64, 0);
  }
  return fail("mbarrier operation");
}

/// mma, ldmatrix, stmatrix, movmatrix (PTX ISA 8.5 9.7.15.4). Extra holds
/// the register lists: [n, slots...] per vector operand.
bool DecodeContext::decodeMatrix(const InstrStmt &S, Instr &I) {
  llvm::StringRef Opc = S.Opcode.Text;
  ModSet M(S);
  auto Ops = S.Operands;
  unsigned N = unsigned(Ops.size());
  llvm::SmallVector<uint32_t, 32> E;
  auto List = [&](const Expr *X, bool Dst, Ty T) -> bool {
    llvm::SmallVector<const Expr *, 8> Items;
    if (X->K == Expr::Vector)
      Items.append(X->Sub.begin(), X->Sub.end());
    else
      Items.push_back(X);
    E.push_back(uint32_t(Items.size()));
    for (const Expr *It : Items) {
      unsigned Bits;
      uint32_t Sl = Dst ? dstSlot(It, Bits) : srcSlot(It, T);
      if (Sl == NoSlot)
        return false;
      E.push_back(Sl);
    }
    return true;
  };
  auto Finish = [&]() {
    I.ExtraBegin = pushExtra(E);
    I.ExtraCount = uint32_t(E.size());
    I.Src[3] = constSlot(0xffffffffu); // warp-collective: every lane
    I.NumSrc = 4;
    return true;
  };
  if (!M.has(".sync") || !M.has(".aligned"))
    return fail("matrix instruction without .sync.aligned");
  if (Opc == "wmma") {
    // wmma (PTX ISA 8.5 9.7.15.3): Sub packs M/8 and N/8; VecN holds K.
    unsigned Mm = 0, Nn = 0, Kk = 0;
    for (llvm::StringRef W : M.W) {
      if (W == ".m16n16k16") Mm = 16, Nn = 16, Kk = 16;
      else if (W == ".m32n8k16") Mm = 32, Nn = 8, Kk = 16;
      else if (W == ".m8n32k16") Mm = 8, Nn = 32, Kk = 16;
      else if (W == ".m16n16k8") Mm = 16, Nn = 16, Kk = 8;
      else if (W == ".m8n8k4") Mm = 8, Nn = 8, Kk = 4; // f64 (sm_80)
      else if (W == ".m8n8k32") Mm = 8, Nn = 8, Kk = 32;    // s4/u4
      else if (W == ".m8n8k128") Mm = 8, Nn = 8, Kk = 128;  // b1
    }
    // Sub-byte elements (sm_75): the type words are not in ModSet::Types.
    Ty SubByte = M.has(".s4") ? Ty::S4 : M.has(".u4") ? Ty::U4 : M.has(".b1") ? Ty::B1 : Ty::None;
    bool AccumOnly = M.has(".c") || M.has(".d"); // .s32 loads/stores name no atype
    if (!AccumOnly && ((Kk == 32 || Kk == 128) != (SubByte != Ty::None) ||
                       (Kk == 128) != (SubByte == Ty::B1)))
      return fail("shape and element type");
    if (!Mm)
      return fail("shape");
    I.Sub = uint8_t((Mm / 8) | ((Nn / 8) << 3)); // K goes in Sub2's high bits
    if (M.has(".load") || M.has(".store")) {
      bool IsSt = M.has(".store");
      I.Opc = IsSt ? Op::WmmaStore : Op::WmmaLoad;
      char Which = IsSt ? 'd' : M.has(".a") ? 'a' : M.has(".b") ? 'b' : 'c';
      I.Sub2 = uint8_t(Which);
      I.VecN = uint8_t(Kk);
      if (M.has(".col"))
        I.Flags |= F_ColB;
      I.T = M.last();
      if (SubByte != Ty::None && Which != 'c' && Which != 'd')
        I.T = SubByte;
      I.Sp = M.space();
      if (N < 2)
        return fail("operand count");
      Space SymSp;
      if (!addrOperand(Ops[IsSt ? 0 : 1], I.A, SymSp) || I.A.R != Addr::Abs)
        return false;
      if (I.Sp == Space::Generic && SymSp != Space::Generic)
        I.A.Off = int64_t(toGeneric(SymSp, uint64_t(I.A.Off)));
      if (!List(Ops[IsSt ? 1 : 0], !IsSt, Ty::B32))
        return false;
      if (N == 3) {
        I.Src[0] = srcSlot(Ops[2], Ty::U32);
        if (I.Src[0] == NoSlot)
          return false;
      }
      return Finish();
    }
    if (!M.has(".mma"))
      return fail("wmma operation");
    I.Opc = Op::WmmaMma;
    I.VecN = uint8_t(Kk);
    if (M.W.size() >= 4 && M.has(".col")) {
      // .alayout.blayout: the first layout word is A's.
      llvm::SmallVector<llvm::StringRef, 2> Lay = M.layouts();
      if (Lay.size() != 2)
        return fail("layouts");
      if (Lay[0] == ".col")
        I.Flags |= F_Trans;
      if (Lay[1] == ".col")
        I.Flags |= F_ColB;
    }
    if (M.has(".satfinite"))
      I.Flags |= F_Sat;
    // f16 form: .dtype.ctype; others: .dtype.atype.btype.ctype.
    if (SubByte != Ty::None) {
      // .s32.atype.btype.s32 with atype s4/u4 (or b1 with .xor.popc /
      // .and.popc): only the two s32 words are in Types.
      if (M.Types.size() != 2 || M.Types[0] != Ty::S32 || M.Types[1] != Ty::S32)
        return fail("types");
      I.T = Ty::S32;
      I.T2 = SubByte;
      I.Sub2 = uint8_t(Ty::S32);
      if (SubByte == Ty::B1) {
        if (M.has(".xor") && M.has(".popc"))
          I.Target = 1;
        else if (M.has(".and") && M.has(".popc"))
          I.Target = 2;
        else
          return fail("b1 operation");
      }
    } else if (M.Types.size() == 2) {
      I.T = M.Types[0];
      I.T2 = Ty::F16;
      I.Sub2 = uint8_t(M.Types[1]);
    } else if (M.Types.size() == 4) {
      I.T = M.Types[0];
      I.T2 = M.Types[1];
      I.Sub2 = uint8_t(M.Types[3]);
    } else {
      return fail("types");
    }
    if (!(I.T2 == Ty::F16 || I.T2 == Ty::BF16 || I.T2 == Ty::TF32 || I.T2 == Ty::S8 ||
          I.T2 == Ty::U8 || I.T2 == Ty::F64 || SubByte != Ty::None))
      return fail("element type");
    if ((I.T2 == Ty::F64) != (Kk == 4))
      return fail("shape and element type");
    if (N != 4)
      return fail("operand count");
    if (!List(Ops[0], true, Ty::B32) || !List(Ops[1], false, Ty::B32) ||
        !List(Ops[2], false, Ty::B32) || !List(Ops[3], false, Ty::B32))
      return false;
    return Finish();
  }
  if (Opc == "ldmatrix" || Opc == "stmatrix") {
    I.Opc = Opc == "ldmatrix" ? Op::Ldmatrix : Op::Stmatrix;
    // The PTX ISA 8.6 forms for sm_100a/sm_120a and later give their layouts
    // only in figures (PTX ISA 9.0 9.7.14.5.15-16), which the spec text does
    // not carry: refuse them with the missing piece named.
    if (M.has(".m16n16"))
      return fail(".m16n16: which two rows each thread receives and which "
                  "threads give the 16 row addresses are given only in "
                  "Figure 105 of PTX ISA 9.0");
    if (M.has(".m8n16"))
      return fail(".m8n16: where the 6-bit/4-bit elements lie in the padded "
                  "source row and in each 8-bit destination element is given "
                  "only in Figures 194-198 of PTX ISA 9.0");
    if (M.has(".m16n8"))
      return fail(".m16n8: which four elements each thread stores is given "
                  "only in Figure 108 of PTX ISA 9.0");
    if (!M.has(".m8n8") || !M.has(".b16"))
      return fail("shape or type");
    I.VecN = M.has(".x4") ? 4 : M.has(".x2") ? 2 : 1;
    if (M.has(".trans"))
      I.Flags |= F_Trans;
    I.Sp = M.space();
    if (N != 2)
      return fail("operand count");
    Space SymSp;
    bool IsSt = I.Opc == Op::Stmatrix;
    if (!addrOperand(Ops[IsSt ? 0 : 1], I.A, SymSp) || I.A.R != Addr::Abs)
      return false;
    if (I.Sp == Space::Generic && SymSp != Space::Generic)
      I.A.Off = int64_t(toGeneric(SymSp, uint64_t(I.A.Off)));
    if (!List(Ops[IsSt ? 1 : 0], !IsSt, Ty::B32))
      return false;
    if (E[0] != I.VecN)
      return fail("vector size");
    return Finish();
  }
  if (Opc == "movmatrix") {
    I.Opc = Op::Movmatrix;
    if (!M.has(".m8n8") || !M.has(".trans") || N != 2)
      return fail("form");
    unsigned Bits;
    I.Dst = dstSlot(Ops[0], Bits);
    I.DstBits = uint8_t(Bits);
    I.Src[0] = srcSlot(Ops[1], Ty::B32);
    if (I.Dst == NoSlot || I.Src[0] == NoSlot)
      return false;
    return Finish();
  }
  // mma{.sp,.sp::ordered_metadata}.sync.aligned.shape.row.col{.satfinite}
  //   .dtype.atype.btype.ctype d, a, b, c{, e, f}
  I.Opc = Op::Mma;
  bool Sparse = M.has(".sp") || M.has(".sp::ordered_metadata");
  // .kind (PTX ISA 9.0 9.7.14.5.14): ::f8f6f4 (fp8/fp6/fp4 elements in 8-bit
  // containers), and the block-scaled ::mxf8f6f4, ::mxf4, ::mxf4nvf4 (9.7.14.3).
  llvm::StringRef Kind;
  for (llvm::StringRef W : M.W)
    if (W.startswith(".kind::"))
      Kind = W.drop_front(7);
  bool BlockScale = M.has(".block_scale");
  unsigned VecLog = 3; // none given
  for (llvm::StringRef W : M.W)
    if (W.startswith(".scale_vec::"))
      VecLog = W == ".scale_vec::1X" ? 0 : W == ".scale_vec::2X" ? 1 : W == ".scale_vec::4X" ? 2 : 4;
  bool UE4M3 = M.has(".ue4m3"), UE8M0 = M.has(".ue8m0");
  if (!Kind.empty() || BlockScale || VecLog != 3 || UE4M3 || UE8M0) {
    if (Sparse)
      return fail("sparse .kind forms");
    bool Scaled = Kind == "mxf8f6f4" || Kind == "mxf4" || Kind == "mxf4nvf4";
    if (!(Kind == "f8f6f4" || Scaled) || Scaled != BlockScale || VecLog == 4 ||
        (!Scaled && (VecLog != 3 || UE4M3 || UE8M0)))
      return fail(".kind and .block_scale combination");
    if (Scaled) {
      // Table 36: mxf8f6f4 1X ue8m0 (default 1X); mxf4 2X ue8m0 (default 2X);
      // mxf4nvf4 2X ue8m0 or 4X ue4m3, .scale_vec_size required.
      if (VecLog == 3) {
        if (Kind == "mxf4nvf4")
          return fail(".kind::mxf4nvf4 without .scale_vec_size");
        VecLog = Kind == "mxf4" ? 1 : 0;
      }
      bool Ok = Kind == "mxf8f6f4" ? VecLog == 0 && UE8M0
                : Kind == "mxf4"   ? VecLog == 1 && UE8M0
                                   : (VecLog == 1 && UE8M0) || (VecLog == 2 && UE4M3);
      if (!Ok || UE4M3 == UE8M0)
        return fail("block scale type and .scale_vec_size");
      I.Target |= MI_BlockScale | (VecLog << MI_VecShift) | (UE4M3 ? uint32_t(MI_UE4M3) : 0u);
    }
    if (Kind == "f8f6f4" || Kind == "mxf8f6f4")
      I.Target |= MI_Kind8;
  }
  // .alayout.blayout, A's first; only the f16 m8n8k4 form takes layouts
  // other than .row.col (checked below, once the shape and types are known).
  llvm::SmallVector<llvm::StringRef, 2> Lay = M.layouts();
  if (Lay.size() != 2)
    return fail("layouts");
  bool RowCol = Lay[0] == ".row" && Lay[1] == ".col";
  int Shape = -1;
  for (llvm::StringRef W : M.W)
    Shape = W == ".m16n8k16" ? int(MmaShape::M16N8K16) : W == ".m16n8k8" ? int(MmaShape::M16N8K8)
            : W == ".m16n8k4" ? int(MmaShape::M16N8K4) : W == ".m16n8k32" ? int(MmaShape::M16N8K32)
            : W == ".m8n8k4" ? int(MmaShape::M8N8K4) : W == ".m8n8k16" ? int(MmaShape::M8N8K16)
            : W == ".m16n8k64" ? int(MmaShape::M16N8K64)
            : W == ".m8n8k32" ? int(MmaShape::M8N8K32)
            : W == ".m8n8k128" ? int(MmaShape::M8N8K128)
            : W == ".m16n8k128" ? int(MmaShape::M16N8K128)
            : W == ".m16n8k256" ? int(MmaShape::M16N8K256) : Shape;
  if (Shape < 0)
    return fail("shape");
  I.Sub = uint8_t(Shape);
  // The types in order; .s4/.u4 are not in ModSet::Types.
  llvm::SmallVector<Ty, 4> Tys;
  for (llvm::StringRef W : M.W) {
    Ty T = W == ".s4" ? Ty::S4 : W == ".u4" ? Ty::U4 : W == ".b1" ? Ty::B1
           : W == ".e2m1" ? Ty::E2M1 : W == ".e2m3" ? Ty::E2M3 : W == ".e3m2" ? Ty::E3M2
                          : parseTy(W);
    if (T != Ty::None)
      Tys.push_back(T);
  }
  if (Tys.size() != 4)
    return fail("types");
  I.T = Tys[0];  // dtype
  I.T2 = Tys[1]; // atype
  I.Sub2 = uint8_t(Tys[3]); // ctype
  Ty A = I.T2, B = Tys[2], C = Tys[3], D = I.T;
  I.Target |= uint32_t(B);
  auto isF8F6F4 = [](Ty T) {
    return T == Ty::E4M3 || T == Ty::E5M2 || T == Ty::E3M2 || T == Ty::E2M3 || T == Ty::E2M1;
  };
  if (!Kind.empty() || A == Ty::E2M1 || A == Ty::E2M3 || A == Ty::E3M2 || B == Ty::E2M1 ||
      B == Ty::E2M3 || B == Ty::E3M2) {
    // The .kind forms (PTX ISA 9.0 9.7.14.5.14); fp6/fp4 only with a .kind.
    bool Scaled = I.Target & MI_BlockScale;
    bool Ok;
    if (Kind == "f8f6f4" || Kind == "mxf8f6f4")
      Ok = Shape == int(MmaShape::M16N8K32) && isF8F6F4(A) && isF8F6F4(B) &&
           (Scaled ? C == Ty::F32 : C == Ty::F32 || C == Ty::F16) && D == C;
    else if (Kind == "mxf4" || Kind == "mxf4nvf4")
      Ok = Shape == int(MmaShape::M16N8K64) && A == Ty::E2M1 && B == Ty::E2M1 && C == Ty::F32 &&
           D == Ty::F32;
    else
      Ok = false;
    if (!Ok || !RowCol)
      return fail("this .kind shape and type combination");
    if (!Scaled && N != 4)
      return fail("operand count");
    if (Scaled) {
      // d, a, b, c, scale-a-data, {byte-id-a, thread-id-a}, scale-b-data,
      // {byte-id-b, thread-id-b}: the selectors are .u16 values.
      if (N != 8 || Ops[5]->K != Expr::Vector || Ops[5]->Sub.size() != 2 ||
          Ops[7]->K != Expr::Vector || Ops[7]->Sub.size() != 2)
        return fail("operand count");
    }
    if (!List(Ops[0], true, Ty::B32) || !List(Ops[1], false, Ty::B32) ||
        !List(Ops[2], false, Ty::B32) || !List(Ops[3], false, Ty::B32))
      return false;
    unsigned Kk = Shape == int(MmaShape::M16N8K64) ? 64 : 32;
    unsigned Bits = Kk == 64 ? 4 : 8; // packed e2m1, else 8-bit containers
    unsigned AccRegs = D == Ty::F16 ? 2 : 4;
    unsigned Want[4] = {AccRegs, 16 * Kk * Bits / 32 / WarpSize, Kk * 8 * Bits / 32 / WarpSize,
                        AccRegs};
    for (unsigned K = 0, At = 0; K < 4; ++K) {
      if (E[At] != Want[K])
        return fail("fragment register count");
      At += E[At] + 1;
    }
    if (Scaled) {
      E.push_back(6);
      const Expr *SOps[6] = {Ops[4], Ops[5]->Sub[0], Ops[5]->Sub[1],
                             Ops[6], Ops[7]->Sub[0], Ops[7]->Sub[1]};
      for (unsigned K = 0; K < 6; ++K) {
        uint32_t Sl = srcSlot(SOps[K], K % 3 ? Ty::U16 : Ty::B32);
        if (Sl == NoSlot)
          return false;
        E.push_back(Sl);
      }
    }
    return Finish();
  }
  bool Int4 = (A == Ty::S4 || A == Ty::U4) && (B == Ty::S4 || B == Ty::U4);
  // s4/u4: dense m8n8k32, m16n8k32, m16n8k64 (9.7.15.4.4, .10, .11); sparse
  // m16n8k64, m16n8k128 (9.7.15.5.2.7-8).
  bool Int4Shape = Sparse ? Shape == int(MmaShape::M16N8K64) || Shape == int(MmaShape::M16N8K128)
                          : Shape == int(MmaShape::M8N8K32) || Shape == int(MmaShape::M16N8K32) ||
                                Shape == int(MmaShape::M16N8K64);
  if ((A == Ty::S4 || A == Ty::U4 || B == Ty::S4 || B == Ty::U4) &&
      (!Int4 || !Int4Shape || C != Ty::S32 || D != Ty::S32))
    return fail("this shape and type combination");
  bool Bin = A == Ty::B1 && B == Ty::B1;
  bool BinShape = Shape == int(MmaShape::M8N8K128) || Shape == int(MmaShape::M16N8K128) ||
                  Shape == int(MmaShape::M16N8K256);
  if ((A == Ty::B1 || B == Ty::B1 || (BinShape && !(Int4 && Sparse))) &&
      (!Bin || !BinShape || Sparse || C != Ty::S32 || D != Ty::S32))
    return fail("this shape and type combination");
  if (Bin) { // PTX ISA 8.5 9.7.15.5.14: .xor.popc (sm_75) or .and.popc (sm_80)
    if (M.has(".and") && M.has(".popc"))
      I.Target |= MI_AndPopc;
    else if (!(M.has(".xor") && M.has(".popc")))
      return fail("b1 operation");
  }
  bool Int8 = (A == Ty::S8 || A == Ty::U8) && (B == Ty::S8 || B == Ty::U8);
  bool Fp8 = (A == Ty::E4M3 || A == Ty::E5M2) && (B == Ty::E4M3 || B == Ty::E5M2);
  if (A != B && !Int8 && !Int4 && !Fp8)
    return fail("different A and B types");
  if (M.has(".satfinite"))
    I.Flags |= F_Sat;
  bool Half = A == Ty::F16 || A == Ty::BF16;
  // f16 m8n8k4 (PTX ISA 8.5 9.7.15.4.1): four 8x8x4 products per warp, any
  // .alayout.blayout; F_Trans marks a column-major A, F_ColB a column-major B.
  bool Quad = !Sparse && Shape == int(MmaShape::M8N8K4) && A == Ty::F16;
  if (!RowCol && !Quad)
    return fail("layouts other than .row.col");
  if (Quad) {
    if (Lay[0] == ".col")
      I.Flags |= F_Trans;
    if (Lay[1] == ".col")
      I.Flags |= F_ColB;
    // .ctype .f32 needs .dtype .f32 (9.7.15.4.14).
    if (!((C == Ty::F16 || C == Ty::F32) && (D == Ty::F16 || D == Ty::F32)) ||
        (C == Ty::F32 && D != Ty::F32))
      return fail("accumulator types");
  }
  bool Ok = false;
  if (Sparse) {
    // PTX ISA 8.5 9.7.15.5.3.
    I.Target |= MI_Sparse | (M.has(".sp::ordered_metadata") ? unsigned(MI_Ordered) : 0u);
    switch (MmaShape(Shape)) {
    case MmaShape::M16N8K16:
    case MmaShape::M16N8K32:
      Ok = Half || (A == Ty::TF32 && Shape == int(MmaShape::M16N8K16)) ||
           (Int8 && Shape == int(MmaShape::M16N8K32));
      break;
    case MmaShape::M16N8K8:
      Ok = A == Ty::TF32;
      break;
    case MmaShape::M16N8K64:
      Ok = Int8 || Fp8 || Int4;
      break;
    case MmaShape::M16N8K128:
      Ok = Int4;
      break;
    default:
      break;
    }
    if (!Ok)
      return fail("this sparse shape and type combination");
    if (N != 6)
      return fail("operand count");
    I.Src[0] = srcSlot(Ops[4], Ty::B32);
    int64_t Sel = 0;
    if (I.Src[0] == NoSlot)
      return false;
    if (!evalConst(Ops[5], Sel) || Sel < 0 || Sel > 3)
      return fail("sparsity selector (a constant 0..3)");
    I.Target |= uint32_t(Sel) << MI_SelShift;
    if (Int8 || Int4 ? C != Ty::S32 || D != Ty::S32
             : !((C == Ty::F32 || (C == Ty::F16 && A == Ty::F16)) && (D == C)))
      return fail("accumulator types");
  } else {
    switch (MmaShape(Shape)) {
    case MmaShape::M16N8K16:
      Ok = Half || Int8 || Fp8 || A == Ty::F64;
      break;
    case MmaShape::M16N8K8:
      Ok = Half || A == Ty::TF32 || A == Ty::F64;
      break;
    case MmaShape::M16N8K4:
      Ok = A == Ty::TF32 || A == Ty::F64;
      break;
    case MmaShape::M16N8K32:
      Ok = Int8 || Fp8 || Int4;
      break;
    case MmaShape::M8N8K16:
      Ok = Int8;
      break;
    case MmaShape::M8N8K4:
      Ok = A == Ty::F64 || A == Ty::F16;
      break;
    case MmaShape::M16N8K64: // PTX ISA 8.5 9.7.15.4.11
      Ok = Int4;
      break;
    case MmaShape::M8N8K32: // PTX ISA 8.5 9.7.15.4.4
      Ok = Int4;
      break;
    case MmaShape::M8N8K128:
    case MmaShape::M16N8K128:
    case MmaShape::M16N8K256:
      Ok = Bin;
      break;
    }
    if (!Ok)
      return fail("this shape and type combination");
    // fp8 (PTX ISA 8.5 9.7.15.5.14; .m16n8k16 and f16 accumulators: 8.7).
    if (Fp8 && !((C == Ty::F32 || C == Ty::F16) && D == C))
      return fail("accumulator types");
  }
  if (!Sparse && N != 4)
    return fail("operand count");
  if (!List(Ops[0], true, Ty::B32) || !List(Ops[1], false, Ty::B32) ||
      !List(Ops[2], false, Ty::B32) || !List(Ops[3], false, Ty::B32))
    return false;
  // Fragment sizes: elements per lane times element width, in registers.
  unsigned Mm = 16, Nn = 8, Kk = 16;
  switch (MmaShape(Shape)) {
  case MmaShape::M16N8K16: break;
  case MmaShape::M16N8K8: Kk = 8; break;
  case MmaShape::M16N8K4: Kk = 4; break;
  case MmaShape::M16N8K32: Kk = 32; break;
  case MmaShape::M16N8K64: Kk = 64; break;
  case MmaShape::M8N8K4: Mm = 8, Kk = 4; break;
  case MmaShape::M8N8K16: Mm = 8; break;
  case MmaShape::M8N8K32: Mm = 8, Kk = 32; break;
  case MmaShape::M8N8K128: Mm = 8, Kk = 128; break;
  case MmaShape::M16N8K128: Kk = 128; break;
  case MmaShape::M16N8K256: Kk = 256; break;
  }
  auto Regs = [](unsigned Elems, Ty T) {
    unsigned Bits = T == Ty::TF32 ? 32 : tyBits(T);
    return Bits >= 32 ? Elems : Elems * Bits / 32;
  };
  unsigned Want[4] = {Regs(Mm * Nn / WarpSize, D), Regs(Mm * Kk / WarpSize / (Sparse ? 2 : 1), A),
                      Regs(Kk * Nn / WarpSize, B), Regs(Mm * Nn / WarpSize, C)};
  if (Quad) // each lane: 4 elements of A and of B, 8 of C and D (9.7.15.4.1)
    Want[0] = Regs(8, D), Want[1] = Regs(4, A), Want[2] = Regs(4, B), Want[3] = Regs(8, C);
  for (unsigned K = 0, At = 0; K < 4; ++K) {
    if (E[At] != Want[K])
      return fail("fragment register count");
    At += E[At] + 1;
  }
  return Finish();
}

/// cp.async.bulk.tensor, cp.reduce.async.bulk.tensor and
/// cp.async.bulk.prefetch.tensor (PTX ISA 8.5 9.7.10.24.9-11), tile mode.
bool DecodeContext::decodeTensorCopy(const InstrStmt &S, Instr &I) {
  ModSet M(S);
  auto Ops = S.Operands;
  unsigned N = unsigned(Ops.size());
  if (M.has(".im2col") || M.has(".im2col_no_offs") || M.has(".im2col::w") ||
      M.has(".im2col::w::128") || M.has(".tile::gather4") || M.has(".tile::scatter4"))
    return fail("im2col and gather4/scatter4 tensor copies");
  if (M.has(".cta_group::1") || M.has(".cta_group::2"))
    return fail("tensor copies with .cta_group");
  unsigned Rank = 0;
  for (llvm::StringRef W : M.W)
    if (W.size() == 3 && W[0] == '.' && W[2] == 'd' && W[1] >= '1' && W[1] <= '5')
      Rank = unsigned(W[1] - '0');
  if (!Rank)
    return fail("tensor copy without .1d-.5d");
  llvm::SmallVector<Space, 3> Spaces;
  for (llvm::StringRef W : M.W)
    if (parseSpace(W) != Space::Generic)
      Spaces.push_back(parseSpace(W));
  I.Opc = Op::CpAsyncBulkTensor;
  I.VecN = uint8_t(Rank);
  auto AddrOp = [&](unsigned K, Addr &A, Space &Sp, Space Declared) {
    return asyncAddrOperand(Ops, K, A, Sp, Declared);
  };
  // [tensorMap, {c0, ...}]: the map's generic address and Rank .s32 coordinates.
  auto TensorOp = [&](unsigned K) -> bool {
    if (K >= N || Ops[K]->K != Expr::Address || Ops[K]->Sub.size() != 2 ||
        Ops[K]->Sub[1]->K != Expr::Vector || Ops[K]->Sub[1]->Sub.size() != Rank)
      return fail("the [tensorMap, tensorCoords] operand");
    if (!AddrOp(K, I.A2, I.Sp2, Space::Generic))
      return false;
    llvm::SmallVector<uint32_t, 5> C;
    for (const Expr *E : Ops[K]->Sub[1]->Sub) {
      C.push_back(srcSlot(E, Ty::S32));
      if (C.back() == NoSlot)
        return false;
    }
    I.ExtraBegin = pushExtra(C);
    I.ExtraCount = Rank;
    return true;
  };
  if (M.has(".prefetch")) {
    I.Sub = 3;
    return TensorOp(0);
  }
  if (M.has(".reduce")) {
    int AO = -1;
    for (llvm::StringRef W : M.W)
      AO = llvm::StringSwitch<int>(W)
               .Case(".add", int(AtomOp::Add)).Case(".min", int(AtomOp::Min))
               .Case(".max", int(AtomOp::Max)).Case(".and", int(AtomOp::And))
               .Case(".or", int(AtomOp::Or)).Case(".xor", int(AtomOp::Xor))
               .Case(".inc", int(AtomOp::Inc)).Case(".dec", int(AtomOp::Dec))
               .Default(AO);
    if (AO < 0 || !M.has(".bulk_group"))
      return fail("cp.reduce.async.bulk.tensor form");
    I.Sub = 2;
    I.Sub2 = uint8_t(AO);
    I.Sp = Space::Shared;
    return TensorOp(0) && AddrOp(1, I.A, I.Sp, Space::Shared);
  }
  if (Spaces.size() != 2)
    return fail("state spaces");
  if (Spaces[0] == Space::Global) {
    // shared::cta -> global, .bulk_group.
    if (!M.has(".bulk_group"))
      return fail("completion mechanism");
    I.Sub = 1;
    return TensorOp(0) && AddrOp(1, I.A, I.Sp, Space::Shared);
  }
  // global -> shared::cluster (or shared::cta, PTX ISA 8.6), mbarrier completion.
  if (!M.hasSpaceWord(".mbarrier::complete_tx"))
    return fail("completion mechanism");
  I.Sub = 0;
  I.Flags |= F_ExpectTx;
  if (!AddrOp(0, I.A, I.Sp, Space::Shared) || !TensorOp(1) || !AddrOp(2, I.A3, I.Sp3, Space::Shared))
    return false;
  if (M.has(".multicast::cluster")) {
    if (N < 4)
      return fail("multicast without ctaMask");
    I.Flags |= F_Uni;
    I.Src[0] = srcSlot(Ops[3], Ty::B16);
    I.NumSrc = 1;
    return I.Src[0] != NoSlot;
  }
  return true;
}

/// tensormap.replace (PTX ISA 8.5 9.7.10.25) and tensormap.cp_fenceproxy
/// (9.7.13.16).
bool DecodeContext::decodeTensormap(const InstrStmt &S, Instr &I) {
  ModSet M(S);
  auto Ops = S.Operands;
  unsigned N = unsigned(Ops.size());
  I.Opc = Op::Tensormap;
  auto AddrOp = [&](unsigned K, Addr &A, Space &Sp, Space Declared) {
    return asyncAddrOperand(Ops, K, A, Sp, Declared);
  };
  if (M.has(".cp_fenceproxy")) {
    // [dst] in .global, [src] in .shared::cta, size (128).
    I.Sub = TmCopy;
    if (N != 3 || !AddrOp(0, I.A, I.Sp, Space::Global) || !AddrOp(1, I.A2, I.Sp2, Space::Shared))
      return fail("tensormap.cp_fenceproxy operands");
    I.Src[0] = srcSlot(Ops[2], Ty::U32);
    I.NumSrc = 1;
    return I.Src[0] != NoSlot;
  }
  if (!M.has(".replace") || !M.has(".tile"))
    return fail("tensormap form");
  int F = -1;
  for (llvm::StringRef W : M.W)
    F = llvm::StringSwitch<int>(W)
            .Case(".global_address", TmGlobalAddress).Case(".rank", TmRank)
            .Case(".box_dim", TmBoxDim).Case(".global_dim", TmGlobalDim)
            .Case(".global_stride", TmGlobalStride).Case(".element_stride", TmElementStride)
            .Case(".elemtype", TmElemType).Case(".interleave_layout", TmInterleave)
            .Case(".swizzle_mode", TmSwizzle).Case(".fill_mode", TmFill)
            .Default(F);
  if (F < 0)
    return fail("tensormap.replace field (.swizzle_atomicity is not modelled)");
  I.Sub = uint8_t(F);
  Space Sp = M.has(".global") ? Space::Global
             : M.hasSpaceWord(".shared") ? Space::Shared
                                         : Space::Generic;
  if (!AddrOp(0, I.A, I.Sp, Sp))
    return false;
  bool Ord = F == TmBoxDim || F == TmGlobalDim || F == TmGlobalStride || F == TmElementStride;
  unsigned ValOp = Ord ? 2 : 1;
  if (N != ValOp + 1)
    return fail("operand count");
  if (Ord) {
    int64_t V;
    if (!evalConst(Ops[1], V) || V < 0 || V > (F == TmGlobalStride ? 3 : 4))
      return fail("ord must be an immediate 0..4 (0..3 for .global_stride)");
    I.Sub2 = uint8_t(V);
  }
  bool Wide = F == TmGlobalAddress || F == TmGlobalStride;
  I.Src[0] = srcSlot(Ops[ValOp], Wide ? Ty::B64 : Ty::B32);
  I.NumSrc = 1;
  return I.Src[0] != NoSlot;
}
