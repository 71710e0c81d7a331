// EXPECT: clean
// PTXLINT-ARGS: --block-dim=512
// FFT across warp pairs: each pair of warps exchanges its half-spectrum
// through shared memory and syncs on its own named barrier, id 1 + warp / 2,
// count 64. With 512-thread blocks the ids run from 1 to 8, inside the 16
// barriers of a CTA, and no pair shares an id with barrier 0.
__global__ void pair_exchange(float2 *data) {
  __shared__ float2 xch[512];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  float2 v = data[(size_t)blockIdx.x * 512 + threadIdx.x];
  xch[threadIdx.x] = v;
  asm volatile("bar.sync %0, 64;" ::"r"(1 + warp / 2) : "memory");
  float2 o = xch[(warp ^ 1) * 32 + lane];
  float2 r = (warp & 1) ? make_float2(o.x - v.x, o.y - v.y) : make_float2(v.x + o.x, v.y + o.y);
  data[(size_t)blockIdx.x * 512 + threadIdx.x] = r;
}
