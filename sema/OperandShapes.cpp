//===- OperandShapes.cpp - operand shapes the ISA table cannot describe ---===//
//
// The table format (docs/isa-table.md) types each operand on its own; some
// rules look inside bracketed operands or tie an operand to the modifiers:
//
// - texture and surface operands `[tex, {c}]`, `[tex, smp, {c}]`,
//   `[surf, {c}]`, `[tex]` (PTX ISA 9.0 9.7.10, 9.7.11): the handle kinds,
//   the sampler texmode_independent needs, and a coordinate vector whose
//   length follows the geometry;
// - tensor coordinates `[tensorMap, {c}]` and the im2col offsets vector
//   (9.7.9.25.5): one coordinate per .dim (five for .tile::gather4 and
//   .tile::scatter4), .dim - 2 offsets for .im2col, two for .im2col::w;
// - Tensor Memory addresses of tcgen05 (9.7.16.1.1): a 32-bit register;
// - the address of a generic mbarrier operation in a 64-bit module.
//
// Each rule is what ptxas 13.0 enforces; docs/ptxas-differences.md lists
// where it is looser than the manual.
//
//===----------------------------------------------------------------------===//
#include "sema/InstrCheck.h"
#include "sema/isa/IsaTable.h"
#include "lexer/Token.h"

#include "llvm/ADT/StringSwitch.h"

using namespace ptx;
using namespace ptx::isa;

namespace {

llvm::StringRef textOf(const Expr &E) {
  return llvm::StringRef(E.Range.Begin, E.Range.End - E.Range.Begin);
}

/// 'text' (built by appending: GCC 12 warns about "'" + std::string).
std::string quoted(llvm::StringRef S) {
  std::string Out(1, '\'');
  Out.append(S.data(), S.size());
  Out += '\'';
  return Out;
}

bool isStateSpace(llvm::StringRef Mod) {
  llvm::StringRef S = beforeScope(Mod);
  return S == ".global" || S == ".shared" || S == ".local" || S == ".const" || S == ".param";
}

/// A register operand's type for messages ("%r1 (.b32)").
std::string describe(const Expr &E, const SymbolInfo &S) {
  std::string T = quoted(textOf(E));
  if (!S.Type.empty())
    T += " (" + S.Type.str() + ")";
  else if (!S.Opaque.empty())
    T += " (" + S.Opaque.str() + ")";
  return T;
}

/// Coordinates a texture or surface geometry needs (PTX ISA 9.0 9.7.10.3
/// Table 54; .3d and the array and cube geometries take a .v4 vector).
int geometryNeed(llvm::StringRef G) {
  return llvm::StringSwitch<int>(G)
      .Case(".1d", 1)
      .Cases(".2d", ".a1d", 2)
      .Cases(".3d", ".a2d", ".cube", ".acube", ".2dms", ".a2dms", 4)
      .Default(0);
}

} // namespace

bool InstrChecker::checkShapes(const IsaForm &F, const InstrStmt &I, SymbolLookup Lookup,
                               OperandProblem &P) const {
  llvm::StringRef Section = Table.sectionOf(F).Name;
  auto Ops = Table.operands(F);
  auto Fail = [&](unsigned N, Why W, const Expr &At, const std::string &Text) {
    P.W = W;
    P.Index = N;
    P.Text = Text;
    P.At = At.Range;
    return false;
  };
  auto Mod = [&](llvm::StringRef Text) {
    return llvm::any_of(I.Mods, [&](const Word &W) { return W.Text == Text; });
  };
  bool Generic = llvm::none_of(I.Mods, [](const Word &W) { return isStateSpace(W.Text); });
  // The base of an address [base], [base+imm]: its symbol, or null.
  auto BaseOf = [](const Expr &A) -> const Expr * {
    if (A.K != Expr::Address || A.Sub.size() != 1)
      return nullptr;
    const Expr *B = A.Sub[0];
    if (B->K == Expr::Binary && B->Sub.size() == 2 &&
        (B->Op == (unsigned char)TokenKind::Plus || B->Op == (unsigned char)TokenKind::Minus))
      B = B->Sub[0];
    return B;
  };

  // A variable named as an address lies in the state space the instruction
  // names for that operand (ptxas: "State space mismatch between instruction
  // and address"). ld/st/atom/red/prefetch do this in checkAddress; textures
  // and tensor maps below. With two state spaces (cp.async*.dst.src) the
  // address operands take them in order; an mbarrier operand is .shared.
  llvm::StringRef Op = I.Opcode.Text;
  bool Memory = Op == "ld" || Op == "st" || Op == "ldu" || Op == "atom" || Op == "red" ||
                Op == "prefetch" || Op == "prefetchu";
  bool TexSurf = Op == "tex" || Op == "tld4" || Op == "txq" || Op == "suld" || Op == "sust" ||
                 Op == "sured" || Op == "suq";
  if (!Memory && !TexSurf) {
    llvm::SmallVector<llvm::StringRef, 2> Spaces;
    for (const Word &W : I.Mods)
      if (isStateSpace(W.Text))
        Spaces.push_back(beforeScope(W.Text));
    bool MbarrierOp = Section.startswith("mbarrier.");
    unsigned Slot = 0;
    for (unsigned N = 0; N < I.Operands.size() && N < Ops.size(); ++N) {
      const Expr &E = *I.Operands[N];
      llvm::StringRef Name = Ops[N].Name;
      if (E.K == Expr::Address && Name == "tensor") {
        ++Slot; // [tensorMap, {...}]: checked below
        continue;
      }
      const Expr *B = BaseOf(E);
      if (Section == "cvta" && N == 1) // cvta.space.size p, var (or var[i])
        B = (E.K == Expr::Binary || E.K == Expr::ArrayElem) && !E.Sub.empty() ? E.Sub[0] : &E;
      if (!B)
        continue;
      unsigned Mine = Slot++;
      llvm::StringRef Want;
      // Generic tcgen05.commit's [mbar] takes a .global, .shared or .local
      // variable, as a generic access (`tcgen05.commit...b64 [g]`), and
      // generic tensormap.replace's address likewise: ptxas 13.0 refuses a
      // .const or .param one only ("State space mismatch"; helper-203
      // round, sm_90a and sm_100a; test/sema/isa/generic-address-spaces.ptx).
      bool GenericAccess = Spaces.empty() && (Section == "tcgen05.commit" ||
                                              Section == "tensormap.replace");
      if (Mine < Spaces.size() && (Spaces.size() > 1 || Mine == 0))
        Want = Spaces[Mine];
      else if (GenericAccess)
        Want = "generic";
      else if (Name.contains("mbar") || (MbarrierOp && Spaces.empty()))
        Want = ".shared";
      if (Want.empty() || B->K != Expr::Symbol)
        continue;
      SymbolInfo S = Lookup(*B);
      if (Want == "generic") {
        llvm::StringRef Have = beforeScope(S.Space);
        if (S.K == SymbolInfo::Var && (Have == ".const" || Have == ".param"))
          return Fail(N, Why::Kind, E,
                      "names " + Have.str() + " variable '" + B->Name.str() +
                          "' in a generic access (state space mismatch)");
        continue;
      }
      // cvta.space of a function name: a function lies in no data state
      // space (PTX ISA 6.4.4: its address is taken with mov; ptxas 13.0:
      // "State space mismatch between instruction and address in
      // instruction 'cvta'"; ptxas-diff.py tok-replace, seed 36002).
      if (S.K == SymbolInfo::Func && Section == "cvta" && !Mod(".to"))
        return Fail(N, Why::Kind, E,
                    "names function '" + B->Name.str() + "' where the instruction takes a " +
                        Want.str() +
                        " address (state space mismatch; take a function's address with mov)");
      llvm::StringRef Have = beforeScope(S.Space);
      if (S.K != SymbolInfo::Var || Have.empty() || Have == ".reg" || Have == Want)
        continue;
      return Fail(N, Why::Kind, E,
                  "names " + Have.str() + " variable '" + B->Name.str() + "' where the " +
                      "instruction takes a " + Want.str() + " address (state space mismatch)");
    }
  }

  // mapa's and getctarank's address a, written as a variable (`s`, `s+8`,
  // `s[1]`, `s[%r1]`), names a .shared one, with or without
  // .shared::cluster: ptxas 13.0 refuses a .global, .const, .local or
  // .param variable ("State space mismatch between instruction and
  // address in instruction 'mapa'"); a function name passes (helper-203
  // round, sm_90a; test/sema/isa/mapa-variable-space.ptx).
  if ((Section == "mapa" || Section == "getctarank") && I.Operands.size() > 1) {
    const Expr &E = *I.Operands[1];
    const Expr *B = &E;
    if ((E.K == Expr::Binary || E.K == Expr::ArrayElem) && !E.Sub.empty())
      B = E.Sub[0];
    if (B && B->K == Expr::Symbol) {
      SymbolInfo S = Lookup(*B);
      llvm::StringRef Have = beforeScope(S.Space);
      if (S.K == SymbolInfo::Var && !Have.empty() && Have != ".reg" && Have != ".shared")
        return Fail(1, Why::Kind, E,
                    "names " + Have.str() + " variable '" + B->Name.str() + "' where " +
                        Section.str() +
                        " takes the address of a .shared variable (state space mismatch)");
    }
  }

  // cvta{.to}.space.u32 converts 32-bit addresses, which only a module with
  // .address_size 32 has (the generic address of a 64-bit module is 64
  // bits; ptxas 13.0: "32-Bit ABI ... is not supported"), as for 32-bit
  // generic ld/st addresses (docs/ptxas-differences.md).
  if (Section == "cvta" && Mod(".u32") && Info.AddressSize == 64 && !I.Operands.empty())
    return Fail(0, Why::Type, *I.Operands[0],
                "is a 32-bit address: cvta.u32 needs .address_size 32 (a module with "
                ".address_size 64 converts 64-bit addresses, cvta.u64)");

  // The address of a .global variable is 64 bits in a 64-bit module:
  // `mov.u32 %r, gvar` is ptxas 13.0's "Program uses 32-bit address ...
  // conflicting with .address_size 64", fatal on every target. (.shared,
  // .const and .local addresses are windows that fit 32 bits; ptxas also
  // lets `mov.u32 %r, gvar+4` pass.)
  if (Section == "mov" && Info.AddressSize == 64 && I.Operands.size() == 2 &&
      (Mod(".u32") || Mod(".b32") || Mod(".s32")) &&
      (I.Operands[1]->K == Expr::Symbol || I.Operands[1]->K == Expr::ArrayElem)) {
    // An array element `g[1]` is its array's address plus an offset.
    const Expr &Src =
        I.Operands[1]->K == Expr::ArrayElem ? *I.Operands[1]->Sub[0] : *I.Operands[1];
    SymbolInfo S = Lookup(Src);
    if (S.K == SymbolInfo::Var && beforeScope(S.Space) == ".global")
      return Fail(1, Why::Type, Src,
                  "takes the 64-bit address of .global variable '" + Src.Name.str() +
                      "' into 32 bits; a module with .address_size 64 needs mov.u64 "
                      "(or a .shared variable's 32-bit address)");
  }

  // A sink in a source vector: only the 256-bit st forms take one (PTX ISA
  // 9.0 9.7.9.11; ptxas: "Sink '_' not allowed as a source operand").
  // tex.grad's gradients too (`{%f1, _}`, `{0f3F800000, _}`; helper-180
  // round, ptxas 13.0 on sm_100a).
  // multimem.st's and multimem.red's values too (`{%f1, _}`).
  bool MultimemSrc = Section.startswith("multimem") && !I.Mods.empty() &&
                     (I.Mods[0].Text == ".st" || I.Mods[0].Text == ".red");
  if (Section == "st" || Section == "st.async" || Section == "sust" || Section == "tex" ||
      MultimemSrc) {
    unsigned Bits = 0, Len = 0;
    for (const Word &W : I.Mods) {
      if (ptxTypeBits(W.Text))
        Bits = ptxTypeBits(W.Text);
      if (W.Text == ".v8" || W.Text == ".v4" || W.Text == ".v2")
        Len = W.Text.back() - '0';
    }
    bool Wide = Section == "st" && Bits * Len == 256;
    for (unsigned N = 0; N < I.Operands.size() && N < Ops.size(); ++N) {
      const Expr &E = *I.Operands[N];
      llvm::StringRef Name = Ops[N].Name;
      bool Src = Section == "tex" ? (Name == "dPdx" || Name == "dPdy") : (Name == "b" || Name == "c");
      if (Wide || E.K != Expr::Vector || !Src)
        continue;
      for (const Expr *El : E.Sub)
        if (El->K == Expr::Sink)
          return Fail(N, Why::Kind, *El,
                      "cannot take '_' in a source vector (only the 256-bit st forms, .v8 of "
                      "32-bit and .v4 of 64-bit types, can)");
    }
  }

  // A sink in mov's source vector: ptxas 13.0 takes one only in the .b32
  // pack forms (`mov.b32 %r, {%rs1, _}`, `{_, %rc1, %rc1, %rc1}`), not in
  // the other packs nor in mov.v2/.v4 ("Sink '_' not allowed as a source
  // operand"), nor a pack of sinks only ("Unable to infer type of vector
  // elements"); the manual takes sinks in destinations only (helper-134
  // round; test/sema/isa/mov-source-sink.ptx).
  if (Section == "mov" && I.Operands.size() > 1 && I.Operands[1] &&
      I.Operands[1]->K == Expr::Vector) {
    const Expr &V = *I.Operands[1];
    bool B32Pack = llvm::any_of(I.Mods, [](const Word &W) { return W.Text == ".b32"; }) &&
                   I.Operands[0] && I.Operands[0]->K != Expr::Vector;
    bool AllSinks = llvm::all_of(V.Sub, [](const Expr *El) { return El->K == Expr::Sink; });
    for (const Expr *El : V.Sub)
      // (Ranked as a type problem: the operand is the vector this form
      // wants, so its message outranks the scalar forms' "found a vector".)
      if (El->K == Expr::Sink && (!B32Pack || AllSinks))
        return Fail(1, Why::Type, *El,
                    AllSinks ? "has only '_' elements, whose type ptxas cannot infer"
                             : "cannot take '_' in a source vector (ptxas 13.0 takes one only "
                               "in the .b32 packs, mov.b32 d, {a, _})");
  }

  // Sinks in the other vectors (helper-193 round; ptxas-diff.py
  // vector-element, seed 40101, then probes on sm_100a/sm_103a): a {...}
  // of sinks only is "Unable to infer type of vector elements" wherever it
  // stands (`ld.global.v2.u32 {_, _}`, an mma D fragment, `mov.b64 {_, _},
  // %rd1`); a sink in a source {...} (any operand after the first) is "Sink
  // '_' not allowed as a source operand" in every instruction (stmatrix,
  // red, atom, mma's and wmma's source fragments, wmma.store, tcgen05.st,
  // tcgen05.mma's disable-output-lane mask, cvt.rs's four sources; st and
  // mov above have their exceptions); tcgen05.ld's and tcgen05.ld.red's
  // destinations take none ("Result discard mode is not allowed").
  for (unsigned N = 0; N < I.Operands.size() && N < Ops.size(); ++N) {
    const Expr *E = I.Operands[N];
    if (!E || E->K != Expr::Vector || E->Sub.empty())
      continue;
    if (llvm::all_of(E->Sub, [](const Expr *El) { return El->K == Expr::Sink; }))
      return Fail(N, Why::Type, *E, "has only '_' elements, whose type ptxas cannot infer");
    const Expr *Sink = nullptr;
    for (const Expr *El : E->Sub)
      if (El->K == Expr::Sink && !Sink)
        Sink = El;
    if (!Sink)
      continue;
    if (N > 0 && Section != "mov" && Section != "st")
      return Fail(N, Why::Type, *Sink,
                  "cannot take '_' in a source vector (ptxas: \"Sink '_' not allowed as a "
                  "source operand\")");
    if (N == 0 && Section.startswith("tcgen05.ld"))
      return Fail(N, Why::Type, *Sink,
                  "cannot take '_' in its destination (ptxas 13.0: \"Result discard mode is "
                  "not allowed\")");
  }

  // PTX ISA 9.7.16.1.1: Tensor Memory addresses are 32-bit registers
  // ([taddr], [taddr+imm]); ptxas rejects 64-bit registers, variables and
  // immediates there ("Arguments mismatch").
  if (Section.startswith("tcgen05.")) {
    for (unsigned N = 0; N < I.Operands.size() && N < Ops.size(); ++N) {
      llvm::StringRef Name = Ops[N].Name;
      if (Name != "taddr" && !Name.endswith("-tmem"))
        continue;
      const Expr *B = BaseOf(*I.Operands[N]);
      if (!B)
        continue;
      SymbolInfo S = B->K == Expr::Symbol ? Lookup(*B) : SymbolInfo();
      if (B->K == Expr::Symbol && S.K == SymbolInfo::Unknown)
        continue;
      if (S.K == SymbolInfo::Reg && !S.VecLen && ptxTypeBits(S.Type) == 32 &&
          ptxTypeClass(S.Type) != 'f')
        continue;
      return Fail(N, S.K == SymbolInfo::Reg ? Why::Type : Why::Kind, *I.Operands[N],
                  "must be a Tensor Memory address held in a 32-bit integer register "
                  "([r] or [r+imm]); found " +
                      (B->K == Expr::Symbol ? describe(*B, S) : quoted(textOf(*B))));
    }
    return true;
  }

  // mbarrier.* without a state space uses generic addressing, which ptxas
  // 13.0 refuses through a 32-bit register in a 64-bit module, as for ld/st
  // (cp.async.mbarrier.arrive and tcgen05.commit accept one).
  if (Section.startswith("mbarrier.") && Generic && Info.AddressSize == 64) {
    for (unsigned N = 0; N < I.Operands.size(); ++N) {
      const Expr *B = BaseOf(*I.Operands[N]);
      if (!B || B->K != Expr::Symbol)
        continue;
      SymbolInfo S = Lookup(*B);
      if (S.K == SymbolInfo::Reg && ptxTypeBits(S.Type) == 32)
        return Fail(N, Why::Kind, *I.Operands[N],
                    "uses 32-bit register '" + B->Name.str() +
                        "' as a generic address in a module with .address_size 64 "
                        "(name the state space, .shared::cta, to use a 32-bit shared address)");
    }
    return true;
  }

  // Tensor coordinates and im2col offsets (PTX ISA 9.0 9.7.9.25.5.2-4).
  if (Section == "cp.async.bulk.tensor" || Section == "cp.reduce.async.bulk.tensor" ||
      Section == "cp.async.bulk.prefetch.tensor") {
    int Dim = 0;
    for (const Word &W : I.Mods)
      if (W.Text.size() == 3 && W.Text[0] == '.' && W.Text[2] == 'd' && W.Text[1] >= '1' &&
          W.Text[1] <= '5')
        Dim = W.Text[1] - '0';
    if (!Dim)
      return true;
    int Coords = (Mod(".tile::gather4") || Mod(".tile::scatter4")) ? 5 : Dim;
    int Offsets = Mod(".im2col") ? Dim - 2
                  : (Mod(".im2col::w") || Mod(".im2col::w::128")) ? 2
                                                                   : -1;
    for (unsigned N = 0; N < I.Operands.size() && N < Ops.size(); ++N) {
      const Expr &E = *I.Operands[N];
      llvm::StringRef Name = Ops[N].Name;
      if (Name == "im2colInfo" && E.K == Expr::Vector && Offsets >= 0 &&
          (int)E.Sub.size() != Offsets)
        return Fail(N, Why::Kind, E,
                    "must be a vector of " + std::to_string(Offsets) + " im2col offset" +
                        (Offsets == 1 ? "" : "s") + " for '" +
                        (Mod(".im2col") ? std::string(".im2col") : std::string(".im2col::w")) +
                        "' with ." + std::to_string(Dim) + "d; found " +
                        std::to_string(E.Sub.size()));
      if (Name != "tensor" || E.K != Expr::Address)
        continue;
      if (E.Sub.size() != 2)
        return Fail(N, Why::Kind, E,
                    "must be [tensorMap, {coordinates}]; found " + std::to_string(E.Sub.size()) +
                        " element" + (E.Sub.size() == 1 ? "" : "s") + " in the brackets");
      const Expr &Map = *E.Sub[0];
      if (Map.K == Expr::Binary)
        return Fail(N, Why::Kind, Map,
                    "must name the tensor map without an offset ([tensorMap, {...}])");
      // ptxas 13.0: "Parsing error near ','" for an immediate tensor map
      // (ptxas-diff.py reg-to-imm, seeds 9402-9403).
      if (Map.K != Expr::Symbol)
        return Fail(N, Why::Kind, Map,
                    "must name the tensor map with a register or a variable; found " +
                        quoted(textOf(Map)));
      // tensorMap is a generic address (9.7.9.25.5.2): a register, or a
      // .global variable (ptxas: "State space mismatch" for .param/.const).
      if (Map.K == Expr::Symbol) {
        SymbolInfo S = Lookup(Map);
        // ptxas 13.0: "Special register argument not allowed for
        // instruction" (`[%globaltimer, {...}]`), and a parsing error for a
        // component (`[%ntid.x, {...}]`; ptxas-diff.py special-register,
        // seed 50004).
        if (S.K == SymbolInfo::SReg)
          return Fail(N, Why::Kind, Map,
                      "cannot name the tensor map with special register " +
                          quoted(textOf(Map)) + "; it takes a 64-bit register or a .global variable");
        // A function name: "Illegal operand type to instruction
        // 'cp.async.bulk.tensor'" (helper-203 round, sm_90a; all three
        // tensor instructions).
        if (S.K == SymbolInfo::Func)
          return Fail(N, Why::Kind, Map,
                      "names function '" + Map.Name.str() +
                          "' as the tensor map, which takes a generic address: a .global "
                          "variable or a register");
        if (S.K == SymbolInfo::Var && !S.Space.empty() && S.Space != ".global")
          return Fail(N, Why::Kind, Map,
                      "names " + S.Space.str() + " variable '" + Map.Name.str() +
                          "' as the tensor map, which takes a generic address: a .global "
                          "variable or a register (cvta the " +
                          S.Space.str() + " address)");
      }
      const Expr &C = *E.Sub[1];
      if (C.K != Expr::Vector)
        return Fail(N, Why::Kind, C,
                    "needs its coordinates as a vector {...} of " + std::to_string(Coords) +
                        " elements");
      if ((int)C.Sub.size() != Coords)
        return Fail(N, Why::Kind, C,
                    "must have " + std::to_string(Coords) + " tensor coordinate" +
                        (Coords == 1 ? "" : "s") + " for ." + std::to_string(Dim) + "d" +
                        (Coords != Dim ? " with .tile::gather4/.tile::scatter4" : "") +
                        "; found " + std::to_string(C.Sub.size()));
      // ptxas 13.0 reads the coordinates as one vector expression, as it
      // does tex coordinates: an .f32 register passes next to .b32 ones
      // (`{%r1, %f2}`; ptxas-diff.py register-type-swap, seed 9603), but
      // not next to an .s32/.u32 register or an integer immediate ("Vector
      // with elements of different types are not allowed"), and not when
      // every element is one ("Arguments mismatch").
      // A float literal counts as a float element next to an integer one
      // (`{%s1, 1.5}` is refused, `{%r1, 1.5}` and `{%f1, 1.5}` pass); a
      // vector of float registers only, or of float literals only, is not.
      // A predicate register passes next to .b32 registers, special
      // registers and predicates (`{%p1, %r1}`, `{%p1, %p2, %laneid}`), not
      // next to an .s32/.u32/.f32 register or an immediate ("Vector with
      // elements of different types"), nor in a vector of predicates only
      // ("Arguments mismatch"); helper-203 round, sm_90a.
      char Prev = 0;
      bool Mixed = false, AllFloatRegs = true, AllFloatLits = true, AnyLit = false;
      bool AllPreds = true;
      const Expr *PredClash = nullptr;
      for (const Expr *El : C.Sub) {
        if (El->K == Expr::Sink)
          return Fail(N, Why::Kind, *El, "cannot take '_' as a tensor coordinate");
        char Class = 0;
        bool FloatLit = El->K == Expr::FloatLit || El->K == Expr::HexFloat;
        AllFloatLits &= FloatLit;
        AnyLit |= FloatLit || El->K == Expr::IntLit;
        if (FloatLit) {
          Class = 'f';
        } else if (El->K == Expr::IntLit) {
          Class = 'u';
        } else if (El->K == Expr::Symbol) {
          SymbolInfo S = Lookup(*El);
          if (S.K == SymbolInfo::Reg) {
            if (ptxTypeBits(S.Type) != 32 || S.VecLen)
              return Fail(N, Why::Type, *El,
                          "takes 32-bit integer coordinates; " + describe(*El, S) +
                              " is not one");
            Class = ptxTypeClass(S.Type);
          } else if (S.K == SymbolInfo::Pred) {
            Class = 'p';
          } else if (S.K == SymbolInfo::SReg && clusterBulkLoadOnSm12(I)) {
            return Fail(N, Why::Kind, *El,
                        "cannot take the special register '" + El->Name.str() +
                            El->Selector.Text.str() + "' as a tensor coordinate: on " +
                            Tgt.str() +
                            " ptxas 13.0 moves this load's operands through registers "
                            "(copy it to a register)");
          } else if (S.K == SymbolInfo::SReg && !S.VecLen && S.Type != ".pred" &&
                     ptxTypeBits(S.Type) != 32) {
            // A special register counts as a register of its size:
            // `{%clock64, %r6}` is "Incompatible elements of vector
            // expression", `{%clock64}` "Arguments mismatch" (ptxas 13.0
            // on sm_90a, sm_100a, sm_120a; ptxas-diff.py vector-element,
            // seed 60003).
            return Fail(N, Why::Type, *El,
                        "takes 32-bit integer coordinates; the special register '" +
                            El->Name.str() + "' has " + std::to_string(ptxTypeBits(S.Type)) +
                            " bits");
          }
        }
        AllPreds &= Class == 'p';
        auto Typed = [](char X) { return X == 's' || X == 'u' || X == 'f'; };
        if (!PredClash && ((Class == 'p' && Typed(Prev)) || (Prev == 'p' && Typed(Class))))
          PredClash = El;
        AllFloatRegs &= Class == 'f';
        bool Int = Class == 's' || Class == 'u', PrevInt = Prev == 's' || Prev == 'u';
        Mixed |= (Class == 'f' && PrevInt) || (Int && Prev == 'f');
        Prev = Class;
      }
      if (AllPreds)
        return Fail(N, Why::Type, C,
                    "takes 32-bit integer coordinates; every element of '" + textOf(C).str() +
                        "' is a predicate");
      if (PredClash)
        return Fail(N, Why::Type, *PredClash,
                    "has a predicate next to an .s32, .u32 or .f32 element or an immediate in "
                    "the tensor coordinates '" +
                        textOf(C).str() +
                        "'; ptxas 13.0 takes a predicate there only next to .b32 registers, "
                        "special registers and predicates");
      if (Mixed)
        return Fail(N, Why::Type, C,
                    "mixes float and integer elements in the tensor coordinates '" +
                        textOf(C).str() + "'");
      if ((AllFloatRegs && !AnyLit) || AllFloatLits)
        return Fail(N, Why::Type, C,
                    "takes 32-bit integer coordinates; every element of '" + textOf(C).str() +
                        "' is a float");
    }
    return true;
  }

  // Textures and surfaces.
  bool IsTex = Section == "tex" || Section == "tld4";
  bool IsSurf = Section == "suld" || Section == "sust" || Section == "sured";
  bool IsQuery = Section == "txq" || Section == "suq";
  if (!IsTex && !IsSurf && !IsQuery)
    return true;
  bool Independent = llvm::any_of(
      Info.Targets, [](const Word &W) { return W.Text == "texmode_independent"; });
  // The bracketed operand: the first address operand of the form.
  unsigned N = 0;
  while (N < I.Operands.size() && I.Operands[N]->K != Expr::Address)
    ++N;
  if (N == I.Operands.size())
    return true;
  const Expr &A = *I.Operands[N];
  enum Want { TexRef, SamplerRef, SurfRef };
  // A handle: a variable of the opaque type or a 64-bit integer register
  // (indirect access, PTX ISA 3.1).
  auto Handle = [&](const Expr &H, Want W, bool AnyOpaque) {
    static const char *Names[] = {".texref", ".samplerref", ".surfref"};
    static const char *Roles[] = {"texture", "sampler", "surface"};
    auto Bad = [&](const std::string &Found) {
      return Fail(N, Why::Kind, H,
                  std::string("must name a ") + Names[W] +
                      " variable or a 64-bit register as the " +
                      Roles[W] + "; found " + Found);
    };
    if (H.K != Expr::Symbol)
      return Bad(H.K == Expr::Binary ? "an address expression '" + textOf(H).str() + "'"
                                     : quoted(textOf(H)));
    SymbolInfo S = Lookup(H);
    switch (S.K) {
    case SymbolInfo::Unknown:
      return true;
    case SymbolInfo::Reg:
      if (!S.VecLen && ptxTypeBits(S.Type) == 64 && ptxTypeClass(S.Type) != 'f')
        return true;
      return Bad(describe(H, S));
    case SymbolInfo::Var:
      if (S.Opaque == Names[W] || (AnyOpaque && !S.Opaque.empty()))
        return true;
      return Bad(describe(H, S));
    default:
      return Bad(quoted(textOf(H)));
    }
  };
  if (IsQuery) {
    if (A.Sub.size() != 1)
      return Fail(N, Why::Kind, A,
                  "must be a single handle [" +
                      std::string(Section == "suq" ? "surf" : "tex") +
                      "]; found " + std::to_string(A.Sub.size()) + " elements");
    if (Section == "suq")
      return Handle(*A.Sub[0], SurfRef, false);
    bool SamplerQuery = llvm::any_of(I.Mods, [](const Word &W) {
      return W.Text == ".filter_mode" || W.Text.startswith(".addr_mode_") ||
             W.Text == ".force_unnormalized_coords";
    });
    if (!SamplerQuery)
      return Handle(*A.Sub[0], TexRef, false);
    // In texmode_unified a .texref carries its sampler state, except for
    // .force_unnormalized_coords.
    if (!Independent && !Mod(".force_unnormalized_coords") && A.Sub[0]->K == Expr::Symbol &&
        Lookup(*A.Sub[0]).Opaque == ".texref")
      return true;
    return Handle(*A.Sub[0], SamplerRef, false);
  }
  // [handle, {coords}] or (textures) [tex, sampler, {coords}].
  size_t Want = IsTex ? (Independent ? 3 : 0) : 2;
  if (A.Sub.size() < 2 || A.Sub.size() > (IsTex ? 3u : 2u) || (Want && A.Sub.size() != Want)) {
    std::string Shape = IsSurf ? "[surf, coordinates]"
                        : Independent ? "[tex, sampler, coordinates] (.target texmode_independent)"
                                      : "[tex, coordinates] or [tex, sampler, coordinates]";
    return Fail(N, Why::Kind, A,
                "must be " + Shape + "; found " + std::to_string(A.Sub.size()) + " element" +
                    (A.Sub.size() == 1 ? "" : "s") + " in the brackets");
  }
  if (!Handle(*A.Sub[0], IsSurf ? SurfRef : TexRef, false))
    return false;
  // ptxas takes any opaque handle as the sampler in texmode_unified.
  if (A.Sub.size() == 3 && !Handle(*A.Sub[1], SamplerRef, !Independent))
    return false;

  // Coordinates.
  const Expr &C = *A.Sub.back();
  llvm::StringRef Geom, CType = IsSurf ? ".s32" : "";
  for (const Word &W : I.Mods) {
    if (geometryNeed(W.Text))
      Geom = W.Text;
    if (IsTex && ptxTypeBits(W.Text))
      CType = W.Text; // tex.geom.v4.dtype.ctype: the last type
  }
  int Need = geometryNeed(Geom);
  bool Float = CType == ".f32";
  // The array index of .a1d/.a2d/.acube is a 32-bit integer ("Array index
  // in the 'tex' instruction has unexpected type. Expecting type .u32").
  // For .a2dms ptxas 13.0 takes the second element as the array index (the
  // manual's second reading, {sample, index, x, y}; the first paragraph of
  // 9.7.10.3 says {index, sample, x, y}) and the same message.
  bool Indexed = IsTex && (Geom == ".a1d" || Geom == ".a2d" || Geom == ".acube");
  size_t IndexAt = IsTex && Geom == ".a2dms" ? 1 : 0;
  Indexed |= IndexAt == 1;
  auto RegOf = [&](const Expr &X) {
    return X.K == Expr::Symbol ? Lookup(X) : SymbolInfo();
  };
  if (C.K != Expr::Vector) {
    // A scalar register stands for the vector (ptxas 13.0 accepts one for
    // every geometry).
    if (C.K != Expr::Symbol)
      return Fail(N, Why::Kind, C, "needs its coordinates in a register or a vector {...}");
    // ptxas refuses tld4 [tex, smp, c] with a scalar c (not tld4 [tex, c]).
    if (Section == "tld4" && A.Sub.size() == 3)
      return Fail(N, Why::Kind, C, "needs its coordinates as a vector {...} with a sampler");
    SymbolInfo S = RegOf(C);
    // ptxas 13.0: "Arguments mismatch" (`[tex, %p1]`).
    if (S.K == SymbolInfo::Pred)
      return Fail(N, Why::Type, C,
                  "takes 32-bit coordinates; the predicate '" + C.Name.str() + "' is not one");
    // ptxas 13.0: "Special register argument not allowed" (`[surf, %laneid]`;
    // in a vector, {%laneid}, it passes).
    if (S.K == SymbolInfo::SReg)
      return Fail(N, Why::Kind, C,
                  "cannot take the special register '" + C.Name.str() +
                      "' as its coordinates; write it in a vector {...} or copy it to a register");
    if (S.K == SymbolInfo::Reg &&
        (ptxTypeBits(S.Type) != 32 || (!Float && ptxTypeClass(S.Type) == 'f')))
      return Fail(N, Why::Type, C,
                  "takes " + std::string(Float ? "32-bit" : ".s32") + " coordinates; " +
                      describe(C, S) + " is not one");
    return true;
  }
  size_t Len = C.Sub.size();
  if (Len != 1 && Len != 2 && Len != 4)
    return Fail(N, Why::Kind, C,
                "has a coordinate vector of " + std::to_string(Len) +
                    " elements; vectors have 1, 2 or 4 (pad with a register)");
  if (Need && (int)Len < Need)
    return Fail(N, Why::Kind, C,
                "needs " + std::to_string(Need) + " coordinates for '" + Geom.str() + "'" +
                    (Need == 4 && Geom != ".a2d" && Geom != ".acube" && Geom != ".2dms" &&
                             Geom != ".a2dms"
                         ? " (a .v4 vector)"
                         : "") +
                    "; found " + std::to_string(Len));
  bool AllFloat = true, AnyReg = false, Mixed = false;
  // ptxas compares each coordinate register with the one before it (a .b32
  // register between an .s32 and an .f32 one passes), from the first
  // coordinate after the array index (after {sample, index} for .a2dms).
  char Prev = 0;
  size_t First = IndexAt == 1 ? 2 : Indexed ? 1 : 0;
  bool ImmFirst = Len > 1 && C.Sub[0]->K != Expr::Symbol && C.Sub[0]->K != Expr::Sink &&
                  isConstExpr(*C.Sub[0]);
  // A predicate register among the coordinates (helper-193 round, ptxas
  // 13.0 on sm_90, tex, tld4, suld, sust, sured): ptxas takes one next to
  // .b32 registers, special registers and other predicates only; next to
  // an immediate or an .s32/.u32/.f32 register (`{%p1, 0}`, `{%p1, %s1}`,
  // `{%r1, %p1, %f1, %f1}`) it is "Vector with elements of different
  // types", and a vector of predicates only (`{%p1, %p2}`) or a predicate
  // array index "Arguments mismatch" / "Array index ... unexpected type".
  // The array index is not compared with the coordinate after it.
  auto ElemClass = [&](const Expr &X) -> char {
    if (X.K != Expr::Symbol)
      return X.K == Expr::Sink ? '_' : 'i';
    SymbolInfo S = RegOf(X);
    if (S.K == SymbolInfo::Pred)
      return 'p';
    if (S.K == SymbolInfo::SReg)
      return 'b';
    if (S.K == SymbolInfo::Reg && !S.VecLen)
      return ptxTypeClass(S.Type);
    return '?';
  };
  {
    size_t From = IndexAt == 1 ? 2 : Indexed ? 1 : 0;
    bool AnySized = false, AnyPred = false;
    for (size_t K = 0; K < Len; ++K) {
      char Cl = ElemClass(*C.Sub[K]);
      AnyPred |= Cl == 'p';
      AnySized |= Cl != 'p';
      if (Cl == 'p' && Indexed && K == IndexAt)
        return Fail(N, Why::Type, *C.Sub[K],
                    "takes a 32-bit integer array index; the predicate '" + C.Sub[K]->Name.str() +
                        "' is not one");
      if (K <= From || K < 1)
        continue;
      char PrevCl = ElemClass(*C.Sub[K - 1]);
      if ((Cl == 'p') == (PrevCl == 'p'))
        continue;
      char Other = Cl == 'p' ? PrevCl : Cl;
      if (Other != 'b')
        return Fail(N, Why::Type, *C.Sub[K],
                    "has a predicate next to " +
                        std::string(Other == 'i' ? "an immediate" : "a register that is not .b32") +
                        " in the coordinate vector '" + textOf(C).str() +
                        "' (ptxas 13.0 takes one among .b32 registers only)");
    }
    if (AnyPred && !AnySized)
      return Fail(N, Why::Type, C,
                  "takes 32-bit coordinates; every element of '" + textOf(C).str() +
                      "' is a predicate");
  }
  for (size_t K = 0; K < Len; ++K) {
    const Expr &El = *C.Sub[K];
    bool Index = Indexed && K == IndexAt;
    if (El.K == Expr::Sink)
      return Fail(N, Why::Kind, El, "cannot take '_' as a coordinate");
    if (El.K == Expr::IntLit && Float && !Index)
      return Fail(N, Why::Kind, El,
                  "takes .f32 coordinates; found the integer '" + textOf(El).str() +
                      "' (write a float literal)");
    if (El.K == Expr::FloatLit && (!Float || Index))
      return Fail(N, Why::Kind, El,
                  "takes integer " + std::string(Index ? "array indices" : "coordinates") +
                      "; found the float literal '" + textOf(El).str() + "'");
    SymbolInfo S = RegOf(El);
    // ptxas 13.0: "Illegal expression '%tid'" (a component, %tid.x, passes).
    if (S.K == SymbolInfo::SReg && S.VecLen)
      return Fail(N, Why::Kind, El,
                  "has the vector special register '" + El.Name.str() +
                      "' as a coordinate; name a component (" + El.Name.str() + ".x)");
    if (S.K == SymbolInfo::SReg && !Index && ptxasExpandsTexGrad(I, Tgt))
      return Fail(N, Why::Kind, El,
                  "cannot take the special register '" + El.Name.str() +
                      "' as a coordinate: ptxas expands this tex.grad for the target "
                      "(copy it to a register)");
    // A special register counts as a register of its size (`{%clock64,
    // %r1}`: "Incompatible elements of vector expression"; ptxas 13.0 on
    // sm_90a, sm_100a, sm_120a, helper-222 round), but after an immediate.
    if (S.K == SymbolInfo::SReg && !S.VecLen && S.Type != ".pred" &&
        ptxTypeBits(S.Type) != 32 && !ImmFirst)
      return Fail(N, Why::Type, El,
                  "takes 32-bit coordinates; the special register '" + El.Name.str() + "' has " +
                      std::to_string(ptxTypeBits(S.Type)) + " bits");
    if (S.K != SymbolInfo::Reg) {
      Prev = 0;
      continue;
    }
    // After an immediate as the first element ptxas 13.0 checks no
    // coordinate's size (`[tex, {0, %rd2}]`, `{0f00000000, %fd1}`; as in
    // st's vectors, InstrCheck.cpp's ImmLed): checkUncached warns
    // (helper-134 round; test/sema/isa/vector-immediate-first-any-size.ptx).
    if (S.VecLen || (ptxTypeBits(S.Type) != 32 && !ImmFirst))
      return Fail(N, Why::Type, El,
                  "takes 32-bit coordinates; " + describe(El, S) + " is not one");
    if (Index && ptxTypeClass(S.Type) == 'f')
      return Fail(N, Why::Type, El,
                  std::string("takes a 32-bit integer array index ") + (IndexAt ? "second" : "first") +
                      "; " + describe(El, S) + " is a float");
    char Class = ptxTypeClass(S.Type);
    // "Every element a float register" counts the array index too (ptxas
    // takes tex.a2d.v4.f32.s32 with {%s, %f, %f, %f}).
    AnyReg = true;
    AllFloat &= Class == 'f';
    if (!Index) {
      if (K >= First) {
        bool Int = Class == 's' || Class == 'u', PrevInt = Prev == 's' || Prev == 'u';
        Mixed |= (Class == 'f' && PrevInt) || (Int && Prev == 'f');
        Prev = Class;
      }
    }
  }
  // ptxas: "Vector with elements of different types are not allowed in tex
  // instruction" (an .f32 register next to an .s32/.u32 one; .b32 goes with
  // both).
  if (IsTex && Mixed)
    return Fail(N, Why::Type, C,
                "mixes float and integer registers in the coordinate vector '" +
                    textOf(C).str() + "'");
  if (!Float && AnyReg && AllFloat)
    return Fail(N, Why::Type, C,
                "takes " + CType.str() + " coordinates; every element of '" + textOf(C).str() +
                    "' is a float register");
  return true;
}
