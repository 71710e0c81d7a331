// EXPECT: clean
// ARCHS: sm_90
// check-labeled-clang.test: a kernel whose ARCHS need a newer target than
// the clang run's sm_80 is skipped, not built.
__global__ void k(int *p) { p[threadIdx.x] = 0; }
