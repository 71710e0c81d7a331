//===- NestingLimit.cpp - bound the depth of the syntax tree --------------===//
#include "parser/NestingLimit.h"
#include "lib/support/Diagnostic.h"

#include "llvm/ADT/SmallVector.h"

using namespace ptx;

namespace {

class Limiter {
public:
  Limiter(Module &M, DiagnosticEngine &Diags, unsigned MaxBlocks, unsigned MaxExprs)
      : M(M), Diags(Diags), MaxBlocks(MaxBlocks), MaxExprs(MaxExprs) {}
  bool Ok = true;

  /// Walks one expression tree without recursion.
  void expr(Expr *Root) {
    if (!Root || Root->Sub.empty())
      return; // a leaf: most operands

    Stack.clear();
    Stack.push_back({Root, 1});
    bool Reported = false;
    while (!Stack.empty()) {
      auto [E, Depth] = Stack.pop_back_val();
      if (E->Sub.empty())
        continue;
      if (Depth >= MaxExprs) {
        if (!Reported)
          Diags.report(DiagId::NestingTooDeep, E->Range) << "expression" << MaxExprs;
        Reported = true;
        Ok = false;
        // Keep the node (its range still covers the text), drop its subtree.
        E->K = Expr::IntLit;
        E->IntValue = 0;
        E->IsUnsigned = false;
        E->Name = {};
        E->Sub = {};
        continue;
      }
      for (Expr *S : E->Sub)
        if (S)
          Stack.push_back({S, Depth + 1});
    }
  }

  void exprs(llvm::ArrayRef<Expr *> Es) {
    for (Expr *E : Es)
      if (E && !E->Sub.empty()) // leaves (most section data) need no walk
        expr(E);
  }

  void varDecl(VarDecl *V) {
    if (!V)
      return;
    for (const DeclSpec &S : V->Specs)
      exprs(S.Args);
    for (const Declarator &D : V->Decls) {
      exprs(D.Dims);
      expr(D.Init);
    }
  }

  /// Walks a function body's blocks without recursion.
  void body(BlockStmt *Root) {
    if (!Root)
      return;
    llvm::SmallVector<std::pair<BlockStmt *, unsigned>, 16> Blocks;
    Blocks.push_back({Root, 1});
    bool Reported = false;
    CutBlocks = false;
    while (!Blocks.empty()) {
      auto [B, Depth] = Blocks.pop_back_val();
      for (Stmt *S : B->Body) {
        switch (S->K) {
        case Stmt::Block: {
          auto *Inner = static_cast<BlockStmt *>(S);
          if (Depth >= MaxBlocks) {
            if (!Reported)
              Diags.report(DiagId::NestingTooDeep, SrcRange(S->Range.Begin, S->Range.Begin + 1))
                  << "'{}' block" << MaxBlocks;
            Reported = true;
            Ok = false;
            Inner->Body = {};
            Inner->Rare = {};
            CutBlocks = true;
          } else {
            Blocks.push_back({Inner, Depth + 1});
          }
          break;
        }
        case Stmt::Instr: {
          auto *I = static_cast<InstrStmt *>(S);
          expr(I->Guard);
          exprs(I->Operands);
          break;
        }
        case Stmt::Decl:
          varDecl(static_cast<DeclStmt *>(S)->D);
          break;
        case Stmt::Loc:
          for (const LocStmt::Attr &A : static_cast<LocStmt *>(S)->Attrs)
            exprs(A.Values);
          break;
        case Stmt::CallPrototype: {
          auto *P = static_cast<CallPrototypeStmt *>(S);
          for (VarDecl *V : P->Returns)
            varDecl(V);
          for (VarDecl *V : P->Params)
            varDecl(V);
          break;
        }
        default:
          break;
        }
      }
    }
  }

  /// After a cut, the blocks' Rare lists may lead to emptied blocks. Rebuilds
  /// them; what is left is at most MaxBlocks deep.
  void rebuildRare(BlockStmt *B) {
    llvm::SmallVector<Stmt *, 16> Rare;
    for (Stmt *S : B->Body) {
      if (S->K == Stmt::Block) {
        auto *Inner = static_cast<BlockStmt *>(S);
        rebuildRare(Inner);
        if (!Inner->Rare.empty())
          Rare.push_back(S);
      } else if (isRareStmt(S->K)) {
        Rare.push_back(S);
      }
    }
    B->Rare = M.copy<Stmt *>(Rare);
  }

  void function(Function *F) {
    for (const DeclSpec &S : F->Attrs)
      exprs(S.Args);
    for (VarDecl *V : F->Returns)
      varDecl(V);
    for (VarDecl *V : F->Params)
      varDecl(V);
    body(F->Body);
    if (CutBlocks)
      rebuildRare(F->Body);
  }

private:
  Module &M;
  DiagnosticEngine &Diags;
  bool CutBlocks = false;
  unsigned MaxBlocks, MaxExprs;
  llvm::SmallVector<std::pair<Expr *, unsigned>, 32> Stack;
};

} // namespace

bool ptx::limitNesting(Module &M, DiagnosticEngine &Diags, unsigned MaxBlocks, unsigned MaxExprs) {
  Limiter L(M, Diags, MaxBlocks, MaxExprs);
  for (TopLevel *T : M.Items) {
    L.exprs(T->Extra);
    // Section values are literals or at most `name + int`: nothing nests.
    if (T->Fn)
      L.function(T->Fn);
    if (T->Var)
      L.varDecl(T->Var);
    if (T->LocS && T->LocS->K == Stmt::Loc)
      for (const LocStmt::Attr &A : static_cast<LocStmt *>(T->LocS)->Attrs)
        L.exprs(A.Values);
  }
  return L.Ok;
}
