// EXPECT: unreachable-code
// An unconditional `exit` in inline PTX "to stop here while debugging" left
// in: everything after it is dead, and ptxas drops it silently.
__global__ void normalize(float *x, float s) {
  float v = x[threadIdx.x];
  asm volatile("exit;");
  x[threadIdx.x] = v * s;
}
