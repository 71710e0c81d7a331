// EXPECT: clean
// ARCHS: sm_100a sm_120
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// Persistent kernel that reuses one mbarrier per tile with a different
// expected count (the number of warps that have work in the tile): thread 0
// invalidates it after the CTA barrier that ends the tile and initialises it
// again before the barrier that starts the next one, so no thread touches it
// between the inval and the new init.
__global__ void __launch_bounds__(128)
    persistent_tiles(const float *__restrict__ x, float *__restrict__ out, const int *__restrict__ warps_per_tile,
                     int ntiles) {
  __shared__ __align__(8) unsigned long long bar;
  __shared__ float part[4];
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  const unsigned b = (unsigned)__cvta_generic_to_shared(&bar);
  for (int tile = blockIdx.x; tile < ntiles; tile += gridDim.x) {
    const int nw = max(1, min(4, warps_per_tile[tile]));
    if (threadIdx.x == 0)
      asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(b), "r"(nw) : "memory");
    __syncthreads();
    if (warp < nw) {
      float v = x[(size_t)tile * 128 + threadIdx.x];
      for (int o = 16; o > 0; o >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, o);
      if (lane == 0) {
        part[warp] = v;
        asm volatile("mbarrier.arrive.release.cta.shared::cta.b64 _, [%0];" ::"r"(b) : "memory");
      }
    }
    if (threadIdx.x == 0) {
      asm volatile("{\n\t.reg .pred p;\n\tW:\n\t"
                   "mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 p, [%0], 0;\n\t"
                   "@!p bra W;\n\t}" ::"r"(b) : "memory");
      float s = 0.f;
      for (int w = 0; w < nw; ++w)
        s += part[w];
      out[tile] = s;
    }
    __syncthreads();
    if (threadIdx.x == 0)
      asm volatile("mbarrier.inval.shared::cta.b64 [%0];" ::"r"(b) : "memory");
  }
}
