//===- ExecIR.h - the executor's decoded instruction form -------*- C++ -*-===//
//
// The executor never interprets strings at run time: Decode.cpp turns each
// function of a checked module once into a flat array of `Instr` records
// (opcode enum, types, modifier bits, operands as register-slot indices and
// address descriptors, labels resolved to instruction indices). Immediates
// and special registers are materialized into read-only register slots of the
// function's frame, so an instruction's sources are always slots and a lane
// loop reads `Regs[Slot * 32 + Lane]` without branching on operand kinds.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_EXEC_EXECIR_H
#define PTXLINT_EXEC_EXECIR_H

#include "lib/support/Diagnostic.h"
#include "parser/AST.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ptx::exec {

/// Lanes per warp (PTX ISA 2.2, WARP_SZ).
constexpr unsigned WarpSize = 32;
/// "No slot": absent operand / no base register.
constexpr uint32_t NoSlot = ~0u;

/// Scalar and packed data types (PTX ISA 5.2).
enum class Ty : uint8_t {
  None, Pred,
  B8, B16, B32, B64, B128,
  U8, U16, U32, U64,
  S8, S16, S32, S64,
  F16, F16x2, BF16, BF16x2, TF32, F32, F64,
  U16x2, S16x2,
  E4M3, E5M2, ///< fp8 matrix elements (mma, PTX ISA 8.5 5.2.5.1)
  S4, U4, B1, ///< sub-byte wmma elements (9.7.15.3); not from parseTy
  /// fp6/fp4 mma elements (PTX ISA 9.0 9.7.14.5.14, .kind forms); not from
  /// parseTy. E2M1 is 4 bits wide packed (.kind::mxf4/mxf4nvf4); with
  /// .kind::f8f6f4/mxf8f6f4 every element sits in an 8-bit container.
  E2M1, E2M3, E3M2,
};

/// Width of \p T in bits (Pred: 1).
unsigned tyBits(Ty T);
inline bool tySigned(Ty T) { return T >= Ty::S8 && T <= Ty::S64; }
inline bool tyFloat(Ty T) { return T >= Ty::F16 && T <= Ty::F64; }
/// Parses ".u32" and friends; Ty::None when \p W is not a type.
Ty parseTy(llvm::StringRef W);
llvm::StringRef tyName(Ty T);
inline uint64_t bitsMask(unsigned Bits) { return Bits >= 64 ? ~0ull : ((1ull << Bits) - 1); }

/// State spaces (PTX ISA 5.1). FParam is a `.param` variable of a device
/// function or call sequence, living in the executing frame.
enum class Space : uint8_t { Generic, Global, Shared, Local, Const, KParam, FParam };
llvm::StringRef spaceName(Space S);

/// Executor opcodes. One per PTX instruction family; forms are modifier bits.
// Section numbers are those of the PTX ISA 8.5 manual.
enum class Op : uint16_t {
  Unsupported, ///< decoded, but executing it reports exec-unsupported
  Nop,         ///< fences, prefetch, pmevent: no effect on a sequential model
  // Integer arithmetic (PTX ISA 9.7.1) and extended precision (9.7.2).
  Add, Sub, Mul, Mad, Mul24, Mad24, Sad, Div, Rem, Abs, Neg, Min, Max,
  Popc, Clz, Bfind, Fns, Brev, Bfe, Bfi, Szext, Bmsk, Dp4a, Dp2a,
  AddC, SubC, MadC,
  // Logic and shift (9.7.9).
  And, Or, Xor, Not, Cnot, Lop3, Shf, Shl, Shr,
  // Comparison and selection (9.7.7, 9.7.8).
  Setp, Set, Selp, Slct,
  // Data movement (9.7.10).
  Mov, MovPack, MovUnpack, Prmt, Cvt, CvtPack, Cvta, AddrOf, Isspacep, Mapa, GetCtaRank, Ld, St,
  Atom, Red,
  // Floating point (9.7.3-9.7.5).
  FAdd, FSub, FMul, FFma, FDiv, FRcp, FSqrt, FRsqrt, FMin, FMax, FAbs, FNeg,
  FSin, FCos, FLg2, FEx2, FTanh, FCopysign, FTestp,
  // Control flow (9.7.13).
  Bra, BrxIdx, Call, Ret, Exit, Trap,
  // Parallel synchronization (9.7.14).
  Bar, ClusterBar, BarWarpSync, Shfl, Vote, Match, Redux, Activemask, Elect,
  Nanosleep,
  SetMaxNReg, ///< setmaxnreg (9.7.19.5): no effect on values
  // Asynchronous copies and mbarrier (PTX ISA 8.5 9.7.10.24, 9.7.14.15).
  CpAsync, CpAsyncCommit, CpAsyncWait, CpAsyncMbarArrive, CpAsyncBulk,
  /// cp.async.bulk.tensor and relatives (9.7.10.24.9-11), tile mode: Sub 0
  /// load (global -> shared::cluster), 1 store, 2 reduce (Sub2 the AtomOp),
  /// 3 prefetch; VecN the rank; A the shared operand, A2 the tensor-map's
  /// generic address, A3 the mbarrier; Extra the coordinate slots; Src[0]
  /// the ctaMask of .multicast::cluster (Flags F_Uni).
  CpAsyncBulkTensor,
  /// tensormap.replace (PTX ISA 8.5 9.7.10.25; Sub the TmField, Sub2 the
  /// ord, Src[0] new_val) and tensormap.cp_fenceproxy (9.7.13.16; Sub
  /// TmCopy: A the global dst, A2 the shared::cta src, Src[0] the size).
  Tensormap,
  MbarInit, MbarInval, MbarArrive, MbarExpectTx, MbarCompleteTx, MbarTestWait,
  MbarPendingCount,
  // Warp-level matrix instructions (PTX ISA 8.5 9.7.15.4).
  Mma, Ldmatrix, Stmatrix, Movmatrix, WmmaLoad, WmmaStore, WmmaMma,
  // Warpgroup matrix instructions (PTX ISA 8.5 9.7.16): wgmma.mma_async, and
  // wgmma.fence / commit_group / wait_group (Sub 0 / 1 / 2).
  Wgmma, WgmmaSync,
  // Packed 16-bit integer pairs (add/sub/min/max .u16x2/.s16x2): Sub 0-3,
  // or Packed16DroppedConstant.
  Packed16,
  /// cvt.pack.sat integer packing (PTX ISA 8.5 9.7.10.21).
  CvtPackInt,
  /// Video instructions (PTX ISA 8.5 9.7.18): scalar, and SIMD on 2 or 4 elements.
  Video, VideoSimd,
  // Stack manipulation (9.7.17) and cache-only operations.
  Alloca, StackSave, StackRestore, CreatePolicy, Discard,
  /// st.bulk (PTX ISA 9.0 9.7.9.13): Src[0] bytes at A set to zero.
  StBulk,
  /// Textures and surfaces (PTX ISA 8.5 9.7.11-12; DecodeTexture.cpp,
  /// ExecTexture.cpp): Src[0] the object's handle (NoSlot: the kernel
  /// parameter at A.Off, Sp == KParam), Src[1] the sampler's (Sp2 likewise;
  /// NoSlot and Sp2 Generic: none); Sub the TexGeom, Sub2 the clamp mode /
  /// tld4 component / query; Extra holds VecN data slots, then the
  /// coordinate slots; T the data type, T2 tex's coordinate type; Dst2 the
  /// residency predicate of `d|p`. Sured: Target the AtomOp, bit 8 `.p`.
  /// Tex: Target the mipmap mode (0 base, 1 .level: the lod slot follows the
  /// coordinates; 2 .grad: dPdx then dPdy follow), VecN the destination
  /// count (2 for .f16x2). Txq: Target 1 for .level, Src[1] the lod.
  Tex, Tld4, Txq, Istypep, Suld, Sust, Sured, Suq,
};

/// Geometries of texture and surface instructions (Instr::Sub).
enum class TexGeom : uint8_t { G1d, G2d, G3d, A1d, A2d, Cube, ACube, G2dms, A2dms };

/// Op::Packed16's Sub for an add.{u16x2,s16x2} that ptxas 13.0 compiles
/// without its constant operand (DecodePtxasBugs.cpp): d = a.
constexpr uint8_t Packed16DroppedConstant = 4;

enum TmField : uint8_t {
  TmGlobalAddress, TmRank, TmBoxDim, TmGlobalDim, TmGlobalStride, TmElementStride,
  TmElemType, TmInterleave, TmSwizzle, TmFill, TmCopy,
};

/// Modifier bits (Instr::Flags).
enum Flag : uint32_t {
  F_Hi = 1u << 0, F_Lo = 1u << 1, F_Wide = 1u << 2,
  F_CC = 1u << 3,      ///< writes CC.CF (.cc)
  F_CarryIn = 1u << 4, ///< addc/subc/madc: reads CC.CF
  F_Sat = 1u << 5, F_Ftz = 1u << 6, F_Approx = 1u << 7, F_Full = 1u << 8,
  F_Shiftamt = 1u << 9, F_Clamp = 1u << 10, F_Left = 1u << 11,
  F_Relu = 1u << 12, F_NaN = 1u << 13, F_XorSign = 1u << 14, F_Abs = 1u << 15,
  F_Uni = 1u << 16, F_ToSpace = 1u << 17, F_Volatile = 1u << 18,
  F_ReadsDynSReg = 1u << 19, ///< refresh %clock & co before executing
  F_Aligned = 1u << 20,
  F_RndInt = 1u << 21,       ///< cvt .rni/.rzi/.rmi/.rpi
  F_HasRnd = 1u << 22,       ///< an explicit rounding modifier was given
  F_SatFinite = 1u << 23,    ///< cvt .satfinite
  F_Drop = 1u << 24,         ///< mbarrier.arrive_drop
  F_ExpectTx = 1u << 25,     ///< mbarrier.arrive.expect_tx
  F_Parity = 1u << 26,       ///< mbarrier.*_wait.parity
  F_NoInc = 1u << 27,        ///< cp.async.mbarrier.arrive.noinc
  F_IgnoreSrc = 1u << 28,    ///< cp.async with an ignore-src predicate
  F_Trans = 1u << 29,        ///< ldmatrix/stmatrix .trans; wmma: A col-major
  F_ColB = 1u << 30,         ///< wmma: B (or the loaded/stored matrix) col-major
  /// The instruction names .shared::cluster (or is generic): its .shared
  /// addresses may lie in another CTA of the cluster.
  F_ClusterSpace = 1u << 31,
};

/// mma shapes the executor implements (Instr::Sub of Op::Mma).
enum class MmaShape : uint8_t {
  M16N8K16, M16N8K8, M16N8K4, M16N8K32, M8N8K4, M8N8K16, M16N8K64, M8N8K32,
  M8N8K128, M16N8K128, M16N8K256, ///< .b1 (.xor.popc / .and.popc)
};
/// Op::Mma: Sub is the MmaShape, T the dtype, T2 the atype, Sub2 the ctype;
/// Target packs the btype (bits 0-7) and the MmaInfo bits. Sparse forms
/// (mma.sp, PTX ISA 8.5 9.7.15.5) read the metadata register Src[0].
enum MmaInfo : uint32_t {
  MI_Sparse = 1u << 8,   ///< mma.sp / mma.sp::ordered_metadata
  MI_Ordered = 1u << 9,  ///< ::ordered_metadata
  MI_SelShift = 10,      ///< bits 10-11: the sparsity selector
  MI_AndPopc = 1u << 12, ///< .b1: .and.popc (else .xor.popc)
  /// .kind::f8f6f4 / .kind::mxf8f6f4: every A/B element (e4m3, e5m2, e3m2,
  /// e2m3, e2m1) in an 8-bit container (PTX ISA 9.0 9.7.14.5.14).
  MI_Kind8 = 1u << 13,
  /// .block_scale (9.7.14.3): Extra holds, after the C list, [6, scale-a-data,
  /// byte-id-a, thread-id-a, scale-b-data, byte-id-b, thread-id-b].
  MI_BlockScale = 1u << 14,
  MI_VecShift = 15,      ///< bits 15-16: log2 of .scale_vec::1X/2X/4X
  MI_UE4M3 = 1u << 17,   ///< .stype .ue4m3 (else .ue8m0)
};

/// Op::Wgmma (wgmma.mma_async): Sub is N / 8, T the dtype, T2 the atype;
/// Target packs the btype (bits 0-7) and the WgmmaInfo bits. Src[0] is the
/// A descriptor (unless WG_ARegs), Src[1] the B descriptor, Src[2] scale-d
/// (NegMask bit 2: `!p`). Extra holds [n, d slots...], with WG_ARegs
/// [4, a slots...], and with WG_Sparse [1, sp-meta slot].
enum WgmmaInfo : uint32_t {
  WG_ARegs = 1u << 8,   ///< A in registers (else a matrix descriptor)
  WG_NegA = 1u << 9,    ///< imm-scale-a = -1
  WG_NegB = 1u << 10,   ///< imm-scale-b = -1
  WG_TransA = 1u << 11, ///< imm-trans-a = 1: A is M-major in shared memory
  WG_TransB = 1u << 12, ///< imm-trans-b = 1: B is N-major in shared memory
  WG_Sparse = 1u << 13, ///< wgmma.mma_async.sp (9.7.16.6)
  WG_SelShift = 14,     ///< bit 14: the sparsity selector
};

/// Video instructions: Instr::Sub is the VideoOp, Instr::Sub2 the secondary
/// operation (0 none, 1 add, 2 min, 3 max), Instr::NegMask the vmad negations
/// (bit 0 a, 1 b, 2 c), and Instr::Target packs
///   bits 0-3 / 4-7 / 8-11  scalar: asel / bsel / dsel (0 word, 1-4 byte
///                          0-3, 5-6 half 0-1); SIMD: bits 8-11 the mask
///   bits 16-17             vmad scale (1 .shr7, 2 .shr15)
///   bits 20-24             vset comparison (fp::CmpOp)
/// plus the VF_* flags. SIMD element selectors are in ExtraBegin (asel) and
/// ExtraCount (bsel), 4 bits per result position; VecN is 2 or 4.
enum class VideoOp : uint8_t { Add, Sub, Absdiff, Min, Max, Shl, Shr, Mad, Set, Avrg };
enum VideoField : uint32_t {
  VF_ASigned = 1u << 12, VF_BSigned = 1u << 13, VF_DSigned = 1u << 14,
  VF_Po = 1u << 15, VF_Wrap = 1u << 18,
};

/// Sub-operations kept in Instr::Sub.
enum class AtomOp : uint8_t { Add, Min, Max, Inc, Dec, Exch, Cas, And, Or, Xor };
enum class ShflMode : uint8_t { Up, Down, Bfly, Idx };
enum class VoteMode : uint8_t { All, Any, Uni, Ballot };
enum class BarKind : uint8_t { Sync, Arrive, RedPopc, RedAnd, RedOr };
enum class MatchMode : uint8_t { Any, All };

/// Address descriptor of a memory operand or symbol value.
struct Addr {
  uint32_t Base = NoSlot; ///< register holding the base address
  int64_t Off = 0;        ///< constant displacement (or absolute address)
  /// Frame-relative: add the lane's local frame base (Local) or address the
  /// lane's frame parameter area (FParam).
  enum Rel : uint8_t { Abs, LocalFrame, ParamFrame } R = Abs;
  /// The base register is 32 bits wide: `[%r+imm]` is summed in 32 bits and
  /// wraps mod 2^32, then zero-extends (PTX ISA 8.5 6.4.1: the address takes
  /// the register's width; ptxas emits a 32-bit add, `LDS R, [R5+-0x10]`).
  /// nvcc relies on it: `ld.shared.f32 %f, [%r5+6144]` with %r5 = 0xfffffe10.
  bool Wrap32 = false;
  /// Non-zero: an array element `sym[%r+c]` (PTX ISA 8.5 6.4.2) with Base the
  /// index register. ptxas 13.0 scales the index by the size of the array's
  /// scalar type (a vector's element, a multi-dimensional array's innermost
  /// element) and sums and scales in 32 bits: the address is
  /// `sym + zext(uint32((lo32(%r) + c) * Scale))` (sm_80 SASS: `ULEA` of the
  /// 32-bit index onto the symbol, `UIADD3.X URZ` for the carry).
  uint8_t Scale = 0;
  uint32_t IdxAdd = 0; ///< c, mod 2^32

  /// The address for base register value \p BaseVal (0 without a base).
  uint64_t at(uint64_t BaseVal) const {
    if (Scale)
      return uint64_t(Off) + uint64_t(uint32_t((uint32_t(BaseVal) + IdxAdd) * Scale));
    uint64_t V = uint64_t(Off) + BaseVal;
    return Wrap32 ? uint64_t(uint32_t(V)) : V;
  }
};

/// One decoded instruction.
struct Instr {
  Op Opc = Op::Unsupported;
  Ty T = Ty::None;  ///< the instruction type (destination type for cvt)
  Ty T2 = Ty::None; ///< second type: cvt source, setp/set compare type
  Space Sp = Space::Generic;
  uint8_t Sub = 0;  ///< AtomOp / ShflMode / VoteMode / BarKind / CmpOp / ...
  uint8_t Sub2 = 0; ///< BoolOp, prmt mode, ...
  uint8_t Rnd = 0;  ///< fp::Rnd
  uint8_t VecN = 1; ///< .v2/.v4/.v8 element count
  uint8_t NumSrc = 0;
  uint8_t DstBits = 0, Dst2Bits = 0; ///< declared widths of destination regs
  uint8_t NegMask = 0; ///< bit i: source i is a negated predicate (!p)
  bool GuardNeg = false;
  uint32_t Flags = 0;
  uint32_t Guard = NoSlot;
  uint32_t Dst = NoSlot, Dst2 = NoSlot; ///< e.g. setp p|q, shfl d|p
  uint32_t Src[4] = {NoSlot, NoSlot, NoSlot, NoSlot};
  Addr A;
  Addr A2, A3; ///< second and third address operands (copies, mbarrier)
  Space Sp2 = Space::Generic, Sp3 = Space::Generic;
  /// Side table range (Function::Extra): vector elements, call arguments,
  /// brx.idx targets.
  uint32_t ExtraBegin = 0, ExtraCount = 0;
  uint32_t Target = 0; ///< branch target (instruction index) / callee id
  /// Register slots this instruction reads (for uninitialized-read checks).
  uint32_t ReadBegin = 0, ReadCount = 0;
  const InstrStmt *Stmt = nullptr;
  std::string *Why = nullptr; ///< Unsupported: what is missing
};

/// A formal parameter or return value of a function.
struct Formal {
  bool IsReg = false; ///< `.reg` formal (non-ABI): lives in a register slot
  uint32_t Slot = NoSlot;
  uint32_t Off = 0, Size = 0; ///< `.param`: bytes in the frame param area
  /// The function takes the formal's address: it lives at frame-local offset
  /// Off instead (PTX ISA 8.5 5.1.6.2).
  bool InLocal = false;
  Ty T = Ty::None;
};

/// Static register-slot initializers of a function frame.
struct SlotInit {
  uint32_t Slot;
  uint64_t Value; ///< constant; or special-register id; or frame offset
};

/// Special registers materialized per lane (PTX ISA 10).
enum class SReg : uint16_t {
  TidX, TidY, TidZ, NTidX, NTidY, NTidZ, CtaidX, CtaidY, CtaidZ,
  NCtaidX, NCtaidY, NCtaidZ, LaneId, WarpId, NWarpId, SmId, NSmId, GridId,
  LanemaskEq, LanemaskLe, LanemaskLt, LanemaskGe, LanemaskGt,
  DynSmemSize, TotalSmemSize, AggrSmemSize, Zero, One,
  ClusterCtaidX, ClusterCtaidY, ClusterCtaidZ, ClusterNCtaidX, ClusterNCtaidY,
  ClusterNCtaidZ, ClusterCtarank, ClusterNCtarank, IsExplicitCluster,
  ClusterIdX, ClusterIdY, ClusterIdZ, NClusterIdX, NClusterIdY, NClusterIdZ,
  // %reserved_smem_offset_{begin,end,cap,0,1} (PTX ISA 7.6, 10.29).
  ReservedSmemBegin, ReservedSmemEnd, ReservedSmemCap, ReservedSmem0, ReservedSmem1,
  // %envreg1/%envreg2: high/low 32 bits of the cooperative-launch grid
  // workspace address (CUDA's cooperative_groups/details/driver_abi.h).
  EnvReg1, EnvReg2,
  /// %current_graph_exec (PTX ISA 8.0, 10.33): 0, the kernel is not part of a
  /// CUDA device graph.
  CurrentGraphExec,
  // Dynamic (refreshed before the reading instruction).
  Clock, ClockHi, Clock64, GlobalTimer, GlobalTimerLo, GlobalTimerHi,
};

/// A decoded function.
struct FuncCode {
  std::string Name;
  const Function *AST = nullptr;
  bool IsEntry = false;
  bool Defined = false;
  uint32_t Begin = 0, End = 0; ///< instruction index range in Program::Code
  uint32_t NumSlots = 0;
  uint32_t SinkSlot = NoSlot;
  uint32_t CCSlot = NoSlot; ///< the carry flag CC.CF (PTX ISA 9.7.2)
  std::vector<SlotInit> Consts;     ///< uniform constants
  std::vector<SlotInit> SRegs;      ///< (slot, SReg) static special registers
  std::vector<SlotInit> DynSRegs;   ///< (slot, SReg) %clock & co
  std::vector<SlotInit> LocalAddrs; ///< (slot, offset) frame-local addresses
  uint32_t LocalSize = 0;           ///< bytes of .local in this frame
  /// Alignment of the frame's base: at least 16, and the largest `.align` of
  /// its .local variables (nvcc's `.local .align 32 .b8 __local_depot`, whose
  /// offsets it may combine with `or`).
  uint32_t LocalAlign = 16;
  uint32_t ParamSize = 0;           ///< bytes of the frame param area
  std::vector<Formal> Params, Returns;
  /// Kernel parameters: byte offset and size of each in the param buffer.
  struct KParam {
    std::string Name;
    Ty T;
    uint32_t Off, Size, Align;
    SrcRange Range;
  };
  std::vector<KParam> KParams;
  uint32_t KParamSize = 0;
};

/// A module-level variable with storage.
struct GlobalVar {
  std::string Name;
  Space Sp;
  uint64_t Addr = 0; ///< address in its state space
  uint64_t Size = 0;
  uint32_t Align = 1;
  uint32_t ScalarBytes = 1; ///< size of the declared scalar type (array-element scaling)
  bool Extern = false; ///< `.extern .shared` dynamic array
  bool HasInit = false;
  /// 1 .texref, 2 .samplerref, 3 .surfref (PTX ISA 8.5 5.3): the variable's
  /// address is the handle of the object `ptxlint run --bind` gives it;
  /// OpaqueInit holds its initializer as TexObj.h fields ("k=v,...").
  uint8_t Opaque = 0;
  std::string OpaqueInit;
  std::vector<uint8_t> Init;
  /// Initializer words holding symbol addresses, patched at load time
  /// (PTX ISA 5.4.4: `sym`, `sym+off`, `generic(sym)`, `generic(sym)+off`,
  /// and `MASK(...)` of any of them, which keeps one byte of the address).
  struct Reloc {
    uint64_t At;
    std::string Sym;
    int64_t Add;
    unsigned Size;
    bool Generic;
    int MaskShift = -1; ///< >= 0: the word is (address >> MaskShift) & 0xFF
  };
  std::vector<Reloc> Relocs;
};

/// The decoded module: every function's code plus module variables.
struct Program {
  std::vector<Instr> Code;
  std::vector<uint32_t> Extra;   ///< Instr side tables
  std::vector<FuncCode> Funcs;
  std::vector<GlobalVar> Vars;   ///< .global / .const / .shared / .local
  std::vector<std::unique_ptr<std::string>> Notes; ///< Instr::Why storage
  uint64_t StaticShared = 0;     ///< end of static .shared (from addrmap::SharedBase)
  uint32_t DynSharedAlign = 1;   ///< alignment of extern .shared arrays
  bool DynBaseMismatch = false;  ///< decoder self-check (Decode.cpp)
  uint64_t ModuleLocalSize = 0;  ///< bytes of module-scope .local
  /// Index of the function containing instruction \p PC.
  std::vector<uint32_t> FuncOfInstr;
  /// The module decoded (its `.file` table names sources for diagnostics).
  const Module *Mod = nullptr;
  int findFunc(llvm::StringRef Name) const;
};

/// Address of function \p Id as a value (mov.u64 %rd, f; call %rd ...).
constexpr uint64_t FuncAddrBase = 0x00000F0000000000ull;

} // namespace ptx::exec

#endif
