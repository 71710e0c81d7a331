// EXPECT: clean
// PTXLINT-ARGS: --block-dim=384
// The warp-specialised epilogue as CUTLASS writes it: the producer warpgroup
// (warpgroup 0) is done after its loads and skips the epilogue, and the two
// MMA warpgroups (256 threads) stage their accumulators and synchronise on
// named barrier 3 with NumMmaThreads = 256: exactly the threads that execute
// it. Barrier 0 (__syncthreads) is not used after the role split.
constexpr int kNumMmaThreads = 256;
constexpr int kEpilogueBarrier = 3;
__global__ void epilogue(const float *__restrict__ acc, const float *__restrict__ bias,
                         float *__restrict__ c, int ldc) {
  __shared__ float stage[kNumMmaThreads];
  const int wg = threadIdx.x / 128;
  if (wg == 0)
    return;  // producer warpgroup: loads were issued earlier
  const int t = threadIdx.x - 128;
  stage[t] = acc[blockIdx.x * kNumMmaThreads + t];
  asm volatile("bar.sync %0, %1;" ::"n"(kEpilogueBarrier), "n"(kNumMmaThreads) : "memory");
  const int row = t / 32, col = t % 32;
  c[(blockIdx.x * 8 + row) * ldc + col] = stage[col * 8 + row] + bias[col];
}
