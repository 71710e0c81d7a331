// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// A multi-stage pipeline that gives every stage its own named barrier,
// FIRST_ID + stage. The ids 0..12 are taken by other parts of the kernel, so
// FIRST_ID is 13, and with STAGES = 4 the last stage uses id 16: a CTA has
// only barriers 0..15.
template <int ID>
__device__ __forceinline__ void named_sync(int count) {
  asm volatile("bar.sync %0, %1;" ::"r"(ID), "r"(count) : "memory");
}
template <int FIRST_ID, int STAGES>
__global__ void staged(float *buf) {
  __shared__ float s[STAGES][256];
#pragma unroll
  for (int st = 0; st < STAGES; ++st) {
    s[st][threadIdx.x] = buf[(blockIdx.x * STAGES + st) * 256 + threadIdx.x];
    if (st == 0) named_sync<FIRST_ID + 0>(256);
    if (st == 1) named_sync<FIRST_ID + 1>(256);
    if (st == 2) named_sync<FIRST_ID + 2>(256);
    if (st == 3) named_sync<FIRST_ID + 3>(256);
    buf[(blockIdx.x * STAGES + st) * 256 + threadIdx.x] = s[st][255 - threadIdx.x];
  }
}
template __global__ void staged<13, 4>(float *);
