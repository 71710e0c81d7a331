//===- ArenaSlabsTest.cpp - the AST arena's slab source -------------------===//
#include "lib/support/ArenaSlabs.h"
#include "parser/AST.h"
#include "gtest/gtest.h"
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace ptx;

namespace {
using Arena = llvm::BumpPtrAllocatorImpl<ArenaSlabs, 65536, 65536>;

bool aligned(const void *P, size_t A) { return reinterpret_cast<uintptr_t>(P) % A == 0; }

TEST(ArenaSlabs, SlabsAreAlignedWritableAndDistinct) {
  ArenaSlabs S;
  std::vector<std::pair<char *, size_t>> Got;
  size_t Sizes[] = {1, 7, 64, 4096, 65536, 100000, 3 << 20};
  size_t Aligns[] = {1, 8, 16, 64, 4096};
  for (size_t Sz : Sizes)
    for (size_t Al : Aligns) {
      char *P = static_cast<char *>(S.Allocate(Sz, Al));
      ASSERT_NE(P, nullptr);
      EXPECT_TRUE(aligned(P, Al)) << Sz << " " << Al;
      std::memset(P, int(Got.size() & 0x7f), Sz);
      Got.push_back({P, Sz});
    }
  // No two pieces overlap, and each kept what was written into it.
  for (size_t I = 0; I < Got.size(); ++I) {
    EXPECT_EQ(Got[I].first[0], char(I & 0x7f));
    EXPECT_EQ(Got[I].first[Got[I].second - 1], char(I & 0x7f));
    for (size_t J = I + 1; J < Got.size(); ++J)
      EXPECT_TRUE(Got[I].first + Got[I].second <= Got[J].first ||
                  Got[J].first + Got[J].second <= Got[I].first);
  }
}

TEST(ArenaSlabs, LargerThanAMapping) {
  // The first mapping is 8 MB; a 40 MB request gets a mapping of its own,
  // and later small requests still work.
  ArenaSlabs S;
  char *Small = static_cast<char *>(S.Allocate(100, 16));
  char *Big = static_cast<char *>(S.Allocate(size_t(40) << 20, 64));
  char *After = static_cast<char *>(S.Allocate(100, 16));
  ASSERT_TRUE(Small && Big && After);
  Big[0] = 1;
  Big[(size_t(40) << 20) - 1] = 2;
  Small[99] = 3;
  After[0] = 4;
  EXPECT_EQ(Big[0], 1);
  EXPECT_EQ(Big[(size_t(40) << 20) - 1], 2);
  EXPECT_EQ(Small[99], 3);
  EXPECT_EQ(After[0], 4);
}

TEST(ArenaSlabs, BumpAllocatorOverManyMappings) {
  // 64 MB of AST-sized objects through the allocator the Module uses: the
  // mappings chain (8, 16, 32 MB ...) and every object stays intact.
  Arena A;
  std::vector<uint64_t *> Objs;
  for (uint64_t I = 0; I < (uint64_t(64) << 20) / 104; ++I) {
    auto *P = static_cast<uint64_t *>(A.Allocate(104, 8));
    P[0] = I;
    P[12] = ~I;
    if (I % 997 == 0)
      Objs.push_back(P);
  }
  for (size_t K = 0; K < Objs.size(); ++K) {
    EXPECT_EQ(Objs[K][0], uint64_t(K) * 997);
    EXPECT_EQ(Objs[K][12], ~(uint64_t(K) * 997));
  }
  EXPECT_GE(A.getTotalMemory(), size_t(64) << 20);
}

/// Lines of /proc/self/maps (mappings of this process); -1 without /proc.
int countMappings() {
  FILE *F = std::fopen("/proc/self/maps", "r");
  if (!F)
    return -1;
  int N = 0;
  for (int C; (C = std::fgetc(F)) != EOF;)
    N += C == '\n';
  std::fclose(F);
  return N;
}

TEST(ArenaSlabs, ModulesComeAndGo) {
  // The language server parses a document per edit: each Module's mappings
  // must go with it.
  int Before = countMappings();
  if (Before < 0)
    GTEST_SKIP() << "no /proc/self/maps";
  for (int I = 0; I < 500; ++I) {
    Module M;
    auto *E = M.create<Expr>();
    E->IntValue = uint64_t(I);
    EXPECT_EQ(E->IntValue, uint64_t(I));
    // Past the first mapping too.
    for (int K = 0; K < 200; ++K)
      M.Arena.Allocate(65536, 16);
  }
  EXPECT_LE(countMappings(), Before + 8);
}
} // namespace
