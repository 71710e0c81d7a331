// EXPECT: clean
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised double buffer with a FULL and an EMPTY named barrier per
// slot (ids 1..4). Producer warp 0 fills a slot and arrives on its FULL
// barrier; the four consumer warps wait on FULL, read, and arrive on EMPTY,
// which the producer waits on before refilling. Every arrive and sync on one
// id uses the whole block's 160 threads.
template <int ID, int N>
__device__ __forceinline__ void nb_sync() { asm volatile("bar.sync %0, %1;" ::"n"(ID), "n"(N) : "memory"); }
template <int ID, int N>
__device__ __forceinline__ void nb_arrive() { asm volatile("bar.arrive %0, %1;" ::"n"(ID), "n"(N) : "memory"); }
constexpr int kThreads = 160;
__global__ void __launch_bounds__(kThreads) ring(const float *in, float *out, int tiles) {
  __shared__ float buf[2][128];
  int warp = threadIdx.x / 32;
  for (int t = 0; t < tiles; ++t) {
    int slot = t & 1;
    if (warp == 0) {
      if (t >= 2) {
        if (slot == 0) nb_sync<3, kThreads>(); else nb_sync<4, kThreads>();
      }
      for (int i = threadIdx.x; i < 128; i += 32)
        buf[slot][i] = in[(blockIdx.x * tiles + t) * 128 + i];
      if (slot == 0) nb_arrive<1, kThreads>(); else nb_arrive<2, kThreads>();
    } else {
      int c = threadIdx.x - 32;
      if (slot == 0) nb_sync<1, kThreads>(); else nb_sync<2, kThreads>();
      out[(blockIdx.x * tiles + t) * 128 + c] = buf[slot][c] * 0.5f;
      if (t + 2 < tiles) {
        if (slot == 0) nb_arrive<3, kThreads>(); else nb_arrive<4, kThreads>();
      }
    }
  }
}
