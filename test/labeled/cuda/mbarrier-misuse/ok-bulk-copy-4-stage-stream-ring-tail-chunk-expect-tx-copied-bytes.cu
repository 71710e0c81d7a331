// EXPECT: clean
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=128
// Streaming sum over a 4-stage ring of 8 KiB bulk copies, one `full`
// mbarrier per stage (count 1: thread 0's arrive.expect_tx). The last chunk
// of a row is shorter; its copy and its expect_tx both use the same
// remaining byte count, so every stage's phase completes when its bytes land.
#include <cstdint>
#define CHUNK 2048
#define S 4
#define EXPECT_BYTES (bytes)
__device__ __forceinline__ unsigned sa(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
// n: floats per block's row, a multiple of 4 (bulk copies move 16-byte units)
__global__ void __launch_bounds__(128)
stream_sum(const float *__restrict__ x, float *__restrict__ out, int n) {
  __shared__ __align__(128) float buf[S][CHUNK];
  __shared__ __align__(8) uint64_t full[S];
  __shared__ float red[4];
  const int t = threadIdx.x;
  const float *row = x + (size_t)blockIdx.x * n;
  const int nch = (n + CHUNK - 1) / CHUNK;
  if (t == 0) {
    for (int s = 0; s < S; ++s)
      asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sa(&full[s])) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  auto issue = [&](int c) {
    const int s = c % S;
    const int bytes = min(CHUNK, n - c * CHUNK) * 4;
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;"
                 ::"r"(sa(&full[s])), "r"(EXPECT_BYTES) : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                 ::"r"(sa(buf[s])), "l"(row + (size_t)c * CHUNK), "r"(bytes), "r"(sa(&full[s])) : "memory");
  };
  if (t == 0)
    for (int c = 0; c < S && c < nch; ++c) issue(c);
  float acc = 0.f;
  for (int c = 0; c < nch; ++c) {
    const int s = c % S;
    asm volatile("{\n\t.reg .pred p;\n$Lw:\n\t"
                 "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
                 "@!p bra $Lw;\n\t}" ::"r"(sa(&full[s])), "r"((c / S) & 1) : "memory");
    const int len = min(CHUNK, n - c * CHUNK);
    for (int i = t; i < len; i += 128) acc += buf[s][i];
    __syncthreads();
    if (t == 0 && c + S < nch) issue(c + S);
  }
  for (int o = 16; o > 0; o >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if ((t & 31) == 0) red[t / 32] = acc;
  __syncthreads();
  if (t == 0) out[blockIdx.x] = red[0] + red[1] + red[2] + red[3];
}
