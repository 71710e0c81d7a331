//===- AST.h - PTX abstract syntax tree -------------------------*- C++ -*-===//
//
// Nodes are allocated in a BumpPtrAllocator owned by the Module and are
// trivially destructible: names and modifiers are StringRefs into the source
// buffer, child lists are ArrayRefs into the arena. Every node has a source
// range. The tree is syntactic: the parser does not interpret opcodes,
// modifiers, types or state spaces; sema does.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PARSER_AST_H
#define PTXLINT_PARSER_AST_H

#include "lib/support/ArenaSlabs.h"
#include "lib/support/Diagnostic.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/raw_ostream.h"
#include <cassert>
#include <memory>
#include <vector>

namespace ptx {

/// A word with its position: an opcode modifier, a type, a target name.
struct Word {
  llvm::StringRef Text;
  SrcRange Range;
};

//===----------------------------------------------------------------------===//
// Expressions and operands (PTX ISA 4.5.4, 6.4)
//===----------------------------------------------------------------------===//

struct Expr {
  enum Kind : unsigned char {
    IntLit,    ///< integer constant; IntValue/IsUnsigned
    FloatLit,  ///< decimal float constant (text kept; value in FloatValue)
    HexFloat,  ///< 0fXXXXXXXX / 0dXXXXXXXXXXXXXXXX (bits in IntValue)
    Symbol,    ///< identifier, optionally with a .x/.y/.z/.w selector
    SectionRef,///< a .debug_* section name used as a value in a .section
    Sink,      ///< '_'
    Unary,     ///< Op Sub[0]
    Binary,    ///< Sub[0] Op Sub[1]
    Ternary,   ///< Sub[0] ? Sub[1] : Sub[2]
    Cast,      ///< (.s64)/(.u64) Sub[0]; CastType
    Paren,     ///< ( Sub[0] )
    FnCall,    ///< generic(Sub[0]) (Name = "generic") or mask: 0xFF(Sub[0])
    Vector,    ///< { Sub... }      vector operand
    Address,   ///< [ Sub... ]      memory operand, or [tex, coords] for textures
    List,      ///< ( Sub, Sub... ) or ()  call argument lists
    PredPair,  ///< p|q destination of setp and friends
    ArrayElem, ///< name[index]: Sub[0] the array Symbol, Sub[1] the index
               ///< (PTX ISA 6.4.2, "Arrays as Operands")
  };
  Kind K;
  /// Operator token kind for Unary/Binary (a TokenKind value).
  unsigned char Op = 0;
  bool IsUnsigned = false;
  bool IsDouble = false; ///< HexFloat: 0d form
  /// Compound nodes on the longest path down from here (0 for a leaf),
  /// saturating; set by the parser so the nesting limit need not walk
  /// shallow trees (parser/NestingLimit.h).
  unsigned short Height = 0;
  SrcRange Range;
  llvm::StringRef Name;     ///< Symbol name, FnCall name, SectionRef name
  Word Selector;            ///< Symbol: ".x" etc. (empty Text if none)
  uint64_t IntValue = 0;    ///< IntLit, HexFloat bits, FnCall mask value
  double FloatValue = 0;    ///< FloatLit
  llvm::ArrayRef<Expr *> Sub;

  bool isa(Kind Q) const { return K == Q; }
};

//===----------------------------------------------------------------------===//
// Declarations (PTX ISA 5.4, 11.2)
//===----------------------------------------------------------------------===//

/// One declaration specifier: `.global`, `.align 8`, `.v4`, `.u32`, `.ptr`,
/// `.attribute(.managed)`. Kind tells which; sema interprets DotWords.
struct DeclSpec {
  enum Kind : unsigned char { StateSpace, Align, Plain, Attribute };
  Kind K;
  Word W;                  ///< the specifier's dot-word
  uint64_t Value = 0;      ///< Align: byte count
  llvm::ArrayRef<Expr *> Args; ///< Attribute: items (FnCall/Symbol exprs)
};

struct Declarator {
  Word Name;
  bool IsRange = false;     ///< %r<N>
  uint64_t RangeCount = 0;
  /// Array dimensions; nullptr entry = unsized `[]`.
  llvm::ArrayRef<Expr *> Dims;
  bool HasDims = false;
  Expr *Init = nullptr;     ///< scalar expr or nested Vector (braces)
  SrcRange Range;
};

enum class Linkage : unsigned char { None, Extern, Visible, Weak, Common };

struct VarDecl {
  SrcRange Range;
  Linkage Link = Linkage::None;
  Word LinkWord;
  llvm::ArrayRef<DeclSpec> Specs;
  llvm::ArrayRef<Declarator> Decls;
};

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

struct Stmt {
  enum Kind : unsigned char {
    Label, Instr, Decl, Block, Pragma, Loc, BranchTargets, CallTargets,
    CallPrototype
  };
  Kind K;
  SrcRange Range;
  explicit Stmt(Kind K) : K(K) {}
};

/// Statements other than instructions, labels, `.loc` and blocks: what
/// BlockStmt::Rare lists.
inline bool isRareStmt(Stmt::Kind K) {
  return K == Stmt::Decl || K == Stmt::Pragma || K == Stmt::BranchTargets ||
         K == Stmt::CallTargets || K == Stmt::CallPrototype;
}

struct LabelStmt : Stmt {
  Word Name;
  LabelStmt() : Stmt(Label) {}
};

struct InstrStmt : Stmt {
  Expr *Guard = nullptr;  ///< Symbol or Unary('!', Symbol)
  Word Opcode;
  llvm::ArrayRef<Word> Mods;
  llvm::ArrayRef<Expr *> Operands;
  InstrStmt() : Stmt(Instr) {}
};

struct DeclStmt : Stmt {
  VarDecl *D = nullptr;
  DeclStmt() : Stmt(Decl) {}
};

struct BlockStmt : Stmt {
  llvm::ArrayRef<Stmt *> Body;
  /// This block's declarations, pragmas and .branchtargets/.calltargets/
  /// .callprototype (isRareStmt), and the inner blocks that have some, in
  /// source order: the checks that look only at those need not walk every
  /// instruction (forEachRareStmt). Set by the parser (and kept true by the
  /// nesting limit's cuts).
  llvm::ArrayRef<Stmt *> Rare;
  /// Blocks on the longest chain of nested blocks from here (1 for a block
  /// without inner blocks), saturating; set by the parser.
  unsigned short Height = 1;
  BlockStmt() : Stmt(Block) {}
};

/// Calls \p F on every statement \p B's Rare list leads to, inner blocks'
/// included, in source order.
template <typename Fn> void forEachRareStmt(const BlockStmt &B, Fn &&F) {
  for (const Stmt *S : B.Rare) {
    if (S->K == Stmt::Block)
      forEachRareStmt(*static_cast<const BlockStmt *>(S), F);
    else
      F(S);
  }
}

struct PragmaStmt : Stmt {
  llvm::ArrayRef<Word> Strings;
  PragmaStmt() : Stmt(Pragma) {}
};

/// `.loc file line col [, function_name LABEL[+off]] [, inlined_at f l c]`.
struct LocStmt : Stmt {
  uint64_t File = 0, Line = 0, Col = 0;
  struct Attr {
    Word Name;
    llvm::ArrayRef<Expr *> Values;
  };
  llvm::ArrayRef<Attr> Attrs;
  LocStmt() : Stmt(Loc) {}
};

/// `.branchtargets L1, L2;` and `.calltargets f1, f2;` (the label naming
/// the list is the LabelStmt before it).
struct TargetListStmt : Stmt {
  llvm::ArrayRef<Word> Targets;
  explicit TargetListStmt(Kind K) : Stmt(K) {}
};

struct FuncDirective;
struct CallPrototypeStmt : Stmt {
  llvm::ArrayRef<VarDecl *> Returns;
  bool HasReturnList = false;
  llvm::ArrayRef<VarDecl *> Params;
  /// `.noreturn`, `.abi_preserve N`, `.abi_preserve_control N` (PTX ISA
  /// 11.3.3) after the parameter list.
  llvm::ArrayRef<FuncDirective *> Directives;
  CallPrototypeStmt() : Stmt(CallPrototype) {}
};

//===----------------------------------------------------------------------===//
// Module-level items (PTX ISA 11)
//===----------------------------------------------------------------------===//

/// A `.maxntid 256,1,1` style directive on a function header.
struct FuncDirective {
  Word Name;
  llvm::ArrayRef<uint64_t> Values;
  /// `.pragma "nounroll";` in an .entry header (PTX ISA 11.4.7): its strings.
  llvm::ArrayRef<Word> Strings;
  SrcRange Range;
};

struct Function {
  SrcRange Range;
  Linkage Link = Linkage::None;
  Word LinkWord;
  bool IsEntry = false;
  Word Keyword;                       ///< .entry / .func
  Word Name;
  llvm::ArrayRef<DeclSpec> Attrs;     ///< .attribute(...) after .func
  bool HasReturnList = false;
  llvm::ArrayRef<VarDecl *> Returns;  ///< .func (.param .b32 r) f(...)
  bool HasParamList = false;
  llvm::ArrayRef<VarDecl *> Params;
  llvm::ArrayRef<FuncDirective *> Directives;
  BlockStmt *Body = nullptr;          ///< nullptr for a declaration (';')
};

/// One value of a `.section` data item (PTX ISA 11.5.2). Integer literals,
/// nearly all the DWARF of a -G build, are kept inline (24 bytes, where an
/// Expr node and its pointer take 120); labels, section names and sums
/// (`$L__x + 4`, `.debug_abbrev`) point to an Expr.
struct SectionValue {
  enum Kind : unsigned char {
    Int,    ///< an integer literal
    NegInt, ///< `-` and an integer literal; IntValue is the literal
    Other,  ///< E
  };
  const char *Begin = nullptr;
  union {
    uint64_t IntValue = 0; ///< Int, NegInt
    const Expr *E;         ///< Other
  };
  uint32_t Len = 0;
  Kind K = Int;
  bool IsUnsigned = false; ///< Int, NegInt: as Expr::IsUnsigned of the literal

  SrcRange range() const { return SrcRange(Begin, Begin + Len); }
  const Expr *expr() const { return K == Other ? E : nullptr; }
};

/// One item of a `.section`: a label or a data directive with its values.
/// 32 bytes, as a -G build has one per DWARF byte: the name starts the item
/// in the source, so its text and both ranges are a pointer and two lengths.
struct SectionItem {
  enum Kind : unsigned char { Label, Data };
  const char *Begin = nullptr;          ///< the name's (and the item's) start
  const SectionValue *Vals = nullptr;   ///< Data: NumValues values (arena)
  uint32_t NameLen = 0;
  uint32_t Len = 0;                     ///< the item's source length
  uint32_t NumValues = 0;
  Kind K = Label;

  SectionItem() = default;
  /// \p Name must be the source text at the start of \p R (as the parser
  /// builds items).
  SectionItem(Kind K, Word Name, llvm::ArrayRef<SectionValue> Values, SrcRange R)
      : Begin(R.Begin), Vals(Values.data()), NameLen(uint32_t(Name.Text.size())),
        Len(uint32_t(R.End - R.Begin)), NumValues(uint32_t(Values.size())), K(K) {
    assert(Name.Range.Begin == R.Begin && Name.Text.data() == R.Begin &&
           "a section item starts with its name");
  }
  /// Label name or data type (.b8/.b16/.b32/.b64).
  Word name() const {
    return Word{llvm::StringRef(Begin, NameLen), SrcRange(Begin, Begin + NameLen)};
  }
  SrcRange range() const { return SrcRange(Begin, Begin + Len); }
  llvm::ArrayRef<SectionValue> values() const { return {Vals, NumValues}; }
};

struct TopLevel {
  enum Kind : unsigned char {
    Version, Target, AddressSize, File, Pragma, Section, Alias, Func, Decl, Loc
  };
  Kind K;
  SrcRange Range;
  // Version: Text is "MAJOR.MINOR" as written.
  Word Arg;
  llvm::ArrayRef<Word> Words;       ///< Target names / options; Pragma strings
  uint64_t Number = 0;              ///< AddressSize; File index
  llvm::ArrayRef<Expr *> Extra;     ///< File: timestamp/size; Alias: two symbols
  llvm::ArrayRef<SectionItem> Items;///< Section
  Function *Fn = nullptr;           ///< Func
  VarDecl *Var = nullptr;           ///< Decl
  Stmt *LocS = nullptr;             ///< Loc (stray at module scope)
};

/// A parsed PTX file.
struct Module {
  Module() = default;
  /// A module known to be large takes its arena in huge pages from the start.
  explicit Module(ArenaSlabs::LargeTag L) : Arena(L) {}

  /// 64 KB slabs from ArenaSlabs' mappings (lib/support/ArenaSlabs.h).
  llvm::BumpPtrAllocatorImpl<ArenaSlabs, 65536, 65536> Arena;
  llvm::SmallVector<TopLevel *, 64> Items;
  unsigned BufferId = 0;
  llvm::StringRef FileName;
  /// Modules that pieces of the file were parsed into on other threads
  /// (parser/SplitParse.cpp): Items points into their arenas.
  std::vector<std::unique_ptr<Module>> Parts;

  template <typename T, typename... Args> T *create(Args &&...A) {
    return new (Arena.Allocate<T>()) T(std::forward<Args>(A)...);
  }
  template <typename T> llvm::ArrayRef<T> copy(llvm::ArrayRef<T> Src) {
    if (Src.empty())
      return {};
    T *Mem = Arena.Allocate<T>(Src.size());
    std::uninitialized_copy(Src.begin(), Src.end(), Mem);
    return llvm::ArrayRef<T>(Mem, Src.size());
  }
};

/// Prints the AST in a stable, line-oriented form (for --dump-ast and tests).
void dumpModule(const Module &M, llvm::raw_ostream &OS, llvm::SourceMgr &SM);

/// Spelling of an operator token kind stored in Expr::Op.
llvm::StringRef operatorSpelling(unsigned Op);

} // namespace ptx

#endif
