#include <cub/cub.cuh>
void run(int *in, int *out, int n, void *tmp, size_t bytes) {
  cub::DeviceScan::InclusiveSum(tmp, bytes, in, out, n);
}
