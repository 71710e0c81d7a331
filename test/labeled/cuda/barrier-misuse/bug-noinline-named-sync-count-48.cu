// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=128
// An out-of-line named-barrier helper (bar.sync id, count in inline PTX). The
// two producer warps sync on barrier 1 before handing off, but the caller
// passes a count of 48 (it counted "threads that load", 48 of them), which is
// not a multiple of the warp size: the barrier's behaviour is undefined.
__device__ __noinline__ void named_sync(unsigned id, unsigned count) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(count) : "memory");
}
__global__ void two_stage(const float *in, float *out) {
  __shared__ float buf[64];
  if (threadIdx.x < 64) {
    if (threadIdx.x < 48)
      buf[threadIdx.x] = in[blockIdx.x * 48 + threadIdx.x];
    else
      buf[threadIdx.x] = 0.f;
    named_sync(1, 48);
    out[blockIdx.x * 64 + threadIdx.x] = buf[63 - threadIdx.x];
  } else {
    out[blockIdx.x * 64 + threadIdx.x] = 0.f;
  }
}
