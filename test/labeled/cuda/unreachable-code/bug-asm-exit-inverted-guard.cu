// EXPECT: unreachable-code
// Lanes past the end were meant to leave with a predicated `@p exit`, but the
// predicate was dropped when the guard moved into C++: the asm exit now runs
// unconditionally inside the in-range branch, and the work after it is dead.
__global__ void relu(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i];
    asm volatile("exit;");
    y[i] = v > 0.f ? v : 0.f;
  }
}
