//===- DecodeVideo.cpp - decoding of the video instructions ---------------===//
//
// vadd vsub vabsdiff vmin vmax vshl vshr vmad vset and the SIMD vadd2/4
// vsub2/4 vavrg2/4 vabsdiff2/4 vmin2/4 vmax2/4 vset2/4 (PTX ISA 8.5 9.7.18)
// into Op::Video / Op::VideoSimd (field layout: ExecIR.h, VideoOp).
// Split from DecodeInstr.cpp, which dispatches here.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/DecodeInternal.h"
#include "lib/exec/softfloat/Compare.h"

#include "lexer/Token.h"
#include "llvm/ADT/StringSwitch.h"

using namespace ptx;
using namespace ptx::exec;

/// Video instructions (PTX ISA 8.5 9.7.18); false (with FailWhy empty) when
/// \p S is not one. Operand selectors (.b0, .h1, .h10, .b3210, ...) are the
/// operands' selector words.
bool DecodeContext::decodeVideo(const InstrStmt &S, Instr &I) {
  llvm::StringRef Opc = S.Opcode.Text;
  unsigned Width = 0; // 0 scalar, 2 or 4 SIMD
  llvm::StringRef Base = Opc;
  if (Opc.endswith("2") || Opc.endswith("4")) {
    Width = Opc.back() - '0';
    Base = Opc.drop_back();
  }
  int VO = llvm::StringSwitch<int>(Base)
               .Case("vadd", int(VideoOp::Add)).Case("vsub", int(VideoOp::Sub))
               .Case("vabsdiff", int(VideoOp::Absdiff)).Case("vmin", int(VideoOp::Min))
               .Case("vmax", int(VideoOp::Max)).Case("vshl", int(VideoOp::Shl))
               .Case("vshr", int(VideoOp::Shr)).Case("vmad", int(VideoOp::Mad))
               .Case("vset", int(VideoOp::Set)).Case("vavrg", int(VideoOp::Avrg))
               .Default(-1);
  if (VO < 0)
    return false;
  VideoOp Op = VideoOp(VO);
  bool Simd = Width != 0;
  if (Simd ? (Op == VideoOp::Shl || Op == VideoOp::Shr || Op == VideoOp::Mad)
           : Op == VideoOp::Avrg)
    return false; // no such opcode
  ModSet M(S);
  auto Ops = S.Operands;
  unsigned N = unsigned(Ops.size());
  I.Opc = Simd ? Op::VideoSimd : Op::Video;
  I.Sub = uint8_t(Op);
  I.VecN = uint8_t(Simd ? Width : 1);
  // Types: dtype.atype.btype, or atype.btype for vset.
  llvm::SmallVector<bool, 3> Sg;
  for (Ty T : M.Types) {
    if (T != Ty::U32 && T != Ty::S32)
      return fail("video operand type");
    Sg.push_back(T == Ty::S32);
  }
  if (Op == VideoOp::Set)
    Sg.insert(Sg.begin(), false); // the comparison result is unsigned
  if (Sg.size() != 3)
    return fail("types");
  uint32_t F = (Sg[0] ? uint32_t(VF_DSigned) : 0u) | (Sg[1] ? uint32_t(VF_ASigned) : 0u) |
               (Sg[2] ? uint32_t(VF_BSigned) : 0u);
  I.T = Ty::U32;
  if (M.has(".sat"))
    I.Flags |= F_Sat;
  I.Sub2 = M.has(".add") ? 1 : M.has(".min") ? 2 : M.has(".max") ? 3 : 0;
  if (Simd && I.Sub2 > 1)
    return fail("video form");
  if (Op == VideoOp::Set) {
    int C = -1;
    for (llvm::StringRef W : M.W)
      C = std::max(C, llvm::StringSwitch<int>(W)
                          .Case(".eq", int(fp::CmpOp::EQ)).Case(".ne", int(fp::CmpOp::NE))
                          .Case(".lt", int(fp::CmpOp::LT)).Case(".le", int(fp::CmpOp::LE))
                          .Case(".gt", int(fp::CmpOp::GT)).Case(".ge", int(fp::CmpOp::GE))
                          .Default(-1));
    if (C < 0)
      return fail("comparison");
    F |= uint32_t(C) << 20;
  }
  if (Op == VideoOp::Shl || Op == VideoOp::Shr) {
    if (M.has(".wrap"))
      F |= VF_Wrap;
    else if (!M.has(".clamp"))
      return fail("shift mode");
  }
  if (Op == VideoOp::Mad) {
    if (M.has(".po"))
      F |= VF_Po;
    if (M.has(".shr7"))
      F |= 1u << 16;
    else if (M.has(".shr15"))
      F |= 2u << 16;
  }
  // Operands: d{.sel}, {-}a{.sel}, {-}b{.sel}{, {-}c}.
  if (N != 3 && N != 4)
    return fail("operand count");
  if (Simd && N != 4)
    return fail("operand count");
  llvm::StringRef Sel[3];
  const Expr *X[4];
  for (unsigned K = 0; K < N; ++K) {
    const Expr *E = Ops[K];
    if (E->K == Expr::Unary && TokenKind(E->Op) == TokenKind::Minus && K > 0) {
      if (Op != VideoOp::Mad)
        return fail("negated operand");
      I.NegMask |= uint8_t(1u << (K - 1));
      E = E->Sub[0];
    }
    if (E->K != Expr::Symbol)
      return fail("video operands must be registers");
    X[K] = E;
    if (K < 3)
      Sel[K] = E->Selector.Text;
  }
  if (Op == VideoOp::Mad && (F & VF_Po) && I.NegMask)
    return fail("negation with .po");
  unsigned Bits;
  I.Dst = dstSlot(X[0], Bits);
  I.DstBits = uint8_t(Bits);
  I.NumSrc = uint8_t(N - 1);
  for (unsigned K = 1; K < N; ++K) {
    I.Src[K - 1] = srcSlot(X[K], Ty::U32);
    if (I.Src[K - 1] == NoSlot)
      return false;
  }
  if (I.Dst == NoSlot)
    return false;
  if (!Simd) {
    auto Part = [](llvm::StringRef W) {
      return llvm::StringSwitch<int>(W)
          .Case("", 0).Case(".b0", 1).Case(".b1", 2).Case(".b2", 3).Case(".b3", 4)
          .Case(".h0", 5).Case(".h1", 6).Default(-1);
    };
    int D = Part(Sel[0]), A = Part(Sel[1]), B = Part(Sel[2]);
    if (D < 0 || A < 0 || B < 0)
      return fail("operand selector");
    if (D && (N != 4 || I.Sub2))
      return fail("merge needs c and no secondary operation");
    if (Op != VideoOp::Mad && !D && !I.Sub2 && N != 3)
      return fail("operand count");
    if (Op == VideoOp::Mad && (D || N != 4))
      return fail("vmad form");
    F |= uint32_t(A) | uint32_t(B) << 4 | uint32_t(D) << 8;
    I.Target = F;
    return true;
  }
  // SIMD selectors: .hxy / .bxyzw name, from the most significant result
  // position down, elements of {b, a}; the mask .h10 / .b3210 the positions.
  auto Elems = [&](llvm::StringRef W, llvm::StringRef Def, unsigned Max,
                   uint32_t &Out) -> bool {
    if (W.empty())
      W = Def;
    char P = Width == 2 ? 'h' : 'b';
    if (W.size() != Width + 2 || W[0] != '.' || W[1] != P)
      return fail("element selector '" + W + "'");
    Out = 0;
    for (unsigned Pos = 0; Pos < Width; ++Pos) {
      char C = W[W.size() - 1 - Pos];
      if (C < '0' || unsigned(C - '0') >= Max)
        return fail("element selector '" + W + "'");
      Out |= uint32_t(C - '0') << (4 * Pos);
    }
    return true;
  };
  uint32_t ASel = 0, BSel = 0;
  if (!Elems(Sel[1], Width == 2 ? ".h10" : ".b3210", 2 * Width, ASel) ||
      !Elems(Sel[2], Width == 2 ? ".h32" : ".b7654", 2 * Width, BSel))
    return false;
  llvm::StringRef MaskW = Sel[0].empty() ? (Width == 2 ? ".h10" : ".b3210") : Sel[0];
  if (MaskW.size() < 3 || MaskW[0] != '.' || MaskW[1] != (Width == 2 ? 'h' : 'b'))
    return fail("mask '" + MaskW + "'");
  unsigned Mask = 0;
  for (char C : MaskW.drop_front(2)) {
    if (C < '0' || unsigned(C - '0') >= Width)
      return fail("mask '" + MaskW + "'");
    Mask |= 1u << (C - '0');
  }
  I.ExtraBegin = ASel;
  I.ExtraCount = BSel;
  F |= Mask << 8;
  I.Target = F;
  return true;
}
