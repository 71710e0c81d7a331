// EXPECT: barrier-misuse
// Two groups that were meant to synchronise independently share named
// barrier 1 with different thread counts: warps 0..3 sync on (1, 128) and
// warps 4..5 on (1, 64). The arrivals of both groups land on the same
// hardware barrier, which then completes at the wrong moment.
__global__ void __launch_bounds__(192) two_stage(const float *in, float *out) {
  __shared__ float a[128], b[64];
  unsigned warp = threadIdx.x / 32;
  if (warp < 4) {
    a[threadIdx.x] = in[threadIdx.x];
    asm volatile("bar.sync 1, 128;" ::: "memory");
    out[threadIdx.x] = a[127 - threadIdx.x];
  } else {
    unsigned t = threadIdx.x - 128;
    b[t] = in[128 + t] * 2.f;
    asm volatile("bar.sync 1, 64;" ::: "memory");
    out[128 + t] = b[63 - t];
  }
}
