// EXPECT: clean
// Block-local label propagation (connected components on a tile of a grid
// graph): each thread owns one cell and keeps relaxing it while any cell of
// the block changed in the last sweep. The loop condition is a
// __syncthreads_or vote, the same in every thread; a thread whose cell is
// settled `continue`s straight back to that vote, so every thread executes
// it once per sweep.
__global__ void __launch_bounds__(256)
propagate_labels(int *__restrict__ labels, const unsigned char *__restrict__ fg,
                 int width) {
  __shared__ int lab[16][16];
  const int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
  const int gx = blockIdx.x * 16 + tx, gy = blockIdx.y * 16 + ty;
  const bool mine = fg[gy * width + gx] != 0;
  lab[ty][tx] = mine ? gy * width + gx : -1;
  __syncthreads();
  bool changed = mine;
  while (__syncthreads_or(changed)) {
    changed = false;
    if (!mine)
      continue;
    int best = lab[ty][tx];
    if (tx > 0 && lab[ty][tx - 1] >= 0) best = min(best, lab[ty][tx - 1]);
    if (tx < 15 && lab[ty][tx + 1] >= 0) best = min(best, lab[ty][tx + 1]);
    if (ty > 0 && lab[ty - 1][tx] >= 0) best = min(best, lab[ty - 1][tx]);
    if (ty < 15 && lab[ty + 1][tx] >= 0) best = min(best, lab[ty + 1][tx]);
    if (best < lab[ty][tx]) {
      atomicMin(&lab[ty][tx], best);
      changed = true;
    }
  }
  labels[gy * width + gx] = lab[ty][tx];
}
