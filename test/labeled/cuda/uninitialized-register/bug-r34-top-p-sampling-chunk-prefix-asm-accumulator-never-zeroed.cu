// EXPECT: uninitialized-register
// ARCHS: sm_80 sm_86
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// BUG: FlashInfer-like top-p (nucleus) sampling, first pass: each thread
// sums the probabilities of its contiguous chunk of the vocabulary with an
// inline-PTX add (kept out of the compiler's reassociation so the sums are
// bit-identical to the reference), then the block scans the chunk sums. The
// chunk accumulator `float run;` lost its `= 0.f` when the loop was split
// into a vector body and a tail: the first add reads it unset.
#include <cub/block/block_scan.cuh>
template <int BLOCK, int CHUNK>
__global__ void __launch_bounds__(BLOCK)
    top_p_chunk_prefix(const float *__restrict__ probs, float *__restrict__ chunk_prefix, int vocab) {
  using Scan = cub::BlockScan<float, BLOCK>;
  __shared__ typename Scan::TempStorage tmp;
  const float *row = probs + (size_t)blockIdx.x * vocab;
  const int begin = threadIdx.x * CHUNK;
  float run;
  for (int i = begin; i < begin + CHUNK && i < vocab; ++i)
    asm("add.rn.f32 %0, %0, %1;" : "+f"(run) : "f"(row[i]));
  float excl;
  Scan(tmp).ExclusiveSum(run, excl);
  chunk_prefix[(size_t)blockIdx.x * BLOCK + threadIdx.x] = excl;
}
template __global__ void top_p_chunk_prefix<256, 128>(const float *, float *, int);
