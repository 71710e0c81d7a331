// EXPECT: barrier-misuse
// Named barrier ids computed as 8 + stage for 8 stages: stage 7 and up use
// barrier 16, past the 16 barriers a CTA has.
#define STAGES 9
__global__ void staged(float *x) {
#pragma unroll
  for (int stage = 0; stage < STAGES; ++stage) {
    x[threadIdx.x] += stage;
    asm volatile("bar.sync %0, %1;" ::"r"(8 + stage), "r"(128) : "memory");
  }
}
