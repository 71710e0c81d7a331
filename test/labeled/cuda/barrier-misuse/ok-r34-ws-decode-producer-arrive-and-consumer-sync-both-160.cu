// EXPECT: clean
// ARCHS: sm_90 sm_120
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=160
// OK: warp-specialised decode with matching named-barrier counts: the KV
// loader warp arrives on barrier 1 and waits on barrier 2 with 160
// (4 math warps + itself), and the math warps sync on 1 and arrive on 2
// with the same 160.
constexpr int NUM_MMA_THREADS = 128;
constexpr int NUM_BAR_THREADS = NUM_MMA_THREADS + 32;
template <int HEAD, int PAGE>
__global__ void __launch_bounds__(160)
    ws_decode(const float *__restrict__ q, const float *__restrict__ k_cache, const int *__restrict__ page_ids,
              float *__restrict__ scores, int num_pages) {
  __shared__ float kv[PAGE * HEAD];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int p = 0; p < num_pages; ++p) {
    if (warp == 4) {
      if (p > 0)
        asm volatile("bar.sync 2, %0;" ::"n"(NUM_BAR_THREADS) : "memory");
      const float *src = k_cache + (size_t)page_ids[blockIdx.x * num_pages + p] * PAGE * HEAD;
      for (int i = lane; i < PAGE * HEAD; i += 32)
        kv[i] = src[i];
      asm volatile("bar.arrive 1, %0;" ::"n"(NUM_BAR_THREADS) : "memory");
    } else {
      asm volatile("bar.sync 1, %0;" ::"n"(NUM_BAR_THREADS) : "memory");
      if (threadIdx.x < PAGE) {
        float s = 0.f;
        for (int d = 0; d < HEAD; ++d)
          s += q[blockIdx.x * HEAD + d] * kv[threadIdx.x * HEAD + d];
        scores[((size_t)blockIdx.x * num_pages + p) * PAGE + threadIdx.x] = s;
      }
      if (p + 1 < num_pages)
        asm volatile("bar.arrive 2, %0;" ::"n"(NUM_BAR_THREADS) : "memory");
    }
  }
}
template __global__ void ws_decode<64, 16>(const float *, const float *, const int *, float *, int);
