// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=288
// Warp-specialised kernel: one producer warp and two consumer warpgroups
// (256 threads). The consumers' named barrier 1 was written for one
// warpgroup (128): it completes with half the consumers and the rest start
// a new phase.
__global__ void ws_kernel(const float *in, float *out) {
  __shared__ float buf[256];
  int warp = threadIdx.x / 32;
  if (warp == 0) {
    for (int j = threadIdx.x; j < 256; j += 32)
      buf[j] = in[blockIdx.x * 256 + j];
    asm volatile("bar.arrive 2, 288;" ::: "memory");
  } else {
    asm volatile("bar.sync 2, 288;" ::: "memory");
    int c = threadIdx.x - 32;
    float v = buf[c] * 2.f;
    asm volatile("bar.sync 1, 128;" ::: "memory");
    buf[255 - c] = v;
    asm volatile("bar.sync 1, 128;" ::: "memory");
    out[blockIdx.x * 256 + c] = buf[c];
  }
}
