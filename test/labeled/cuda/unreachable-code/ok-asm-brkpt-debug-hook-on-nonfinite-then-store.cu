// EXPECT: clean
// A debugging hook left in a release kernel: when an activation is not
// finite the thread executes `brkpt` (a no-op unless a debugger is attached:
// it suspends the thread and then resumes it) and carries on to clamp and
// store the value. brkpt does not end the thread, so the store after it is
// reachable.
#include <cuda_runtime.h>
__global__ void clamp_activations(float *__restrict__ act, float lim, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = act[i];
  if (!isfinite(v)) {
    asm volatile("brkpt;");
    v = 0.f;
  }
  act[i] = fminf(fmaxf(v, -lim), lim);
}
