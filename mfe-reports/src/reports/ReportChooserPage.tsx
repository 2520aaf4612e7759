import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dashboardPath, REPORT_LISTS, reportLabel, type ReportItem, type ReportList, type ReportRequest } from '@dss/contract';
import { Box, Button, Card, Heading, PersistentDialog, ScreenLayout, SimpleGrid, Stack, Text } from '@dss/ui';

import { DateRangePicker } from './DateRangePicker';
import type { DateRange } from './date-ranges';
import { usePrefetchReport } from './prefetch-report';
import { viewReportScreen } from './view-report-screen';

export const RANGE_DIALOG_TITLE = 'Please select reporting time range';
/** The result screen, relative to /dashboard (document 3 §2). */
const VIEW_REPORT_PATH = 'managementreports/viewreport';

interface Chosen {
  list: ReportList;
  item: ReportItem;
}

function ReportListCard({
  list,
  chosen,
  onChoose,
}: {
  list: ReportList;
  chosen: Chosen | null;
  onChoose(item: ReportItem): void;
}) {
  return (
    <Card.Root size="sm" variant="outline" bg="white">
      <Card.Header>
        <Heading as="h2" size="md" id={`report-list-${list.type}`}>
          {list.title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="1" listStyleType="none" aria-labelledby={`report-list-${list.type}`}>
          {list.items.map((item) => {
            const selected = chosen?.list.type === list.type && chosen.item.number === item.number;
            return (
              <Box as="li" key={item.number}>
                <Button
                  variant={selected ? 'solid' : 'ghost'}
                  colorPalette="teal"
                  size="sm"
                  w="full"
                  h="auto"
                  py="1.5"
                  justifyContent="flex-start"
                  textAlign="start"
                  whiteSpace="normal"
                  aria-pressed={selected}
                  disabled={item.disabled}
                  onClick={() => onChoose(item)}
                >
                  {reportLabel(item)}
                </Button>
              </Box>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Financial & Management Reports (document 3 §2): five lists with one selection across them;
 * choosing a report asks for the reporting time range, then opens the result screen with the
 * request as router state.
 */
export function ReportChooserPage() {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [asking, setAsking] = useState(false);
  const prefetchReport = usePrefetchReport();
  const view = (range: DateRange) => {
    if (!chosen) return;
    const request: ReportRequest = {
      reportDef: reportLabel(chosen.item),
      reportType: chosen.list.type,
      reportNo: chosen.item.number,
      start: range.s,
      end: range.e,
    };
    prefetchReport(request);
    navigate(dashboardPath(VIEW_REPORT_PATH), { state: request });
  };
  return (
    <ScreenLayout title="Financial & Management Reports">
      <Text>Choose a report, then the time range it covers.</Text>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" alignItems="start">
        {REPORT_LISTS.map((list) => (
          <ReportListCard
            key={list.type}
            list={list}
            chosen={chosen}
            onChoose={(item) => {
              setChosen({ list, item });
              setAsking(true);
              // A failed load is left to the result screen, which shows its contained error.
              viewReportScreen.preload().catch(() => undefined);
            }}
          />
        ))}
      </SimpleGrid>
      <PersistentDialog
        open={asking && chosen !== null}
        onClose={() => setAsking(false)}
        title={RANGE_DIALOG_TITLE}
        maxWidth={1100}
        footer={
          <Button variant="outline" onClick={() => setAsking(false)}>
            Cancel
          </Button>
        }
      >
        {chosen ? (
          <Stack gap="4">
            <Text fontWeight="semibold" data-testid="chosen-report">
              {chosen.list.title}: {reportLabel(chosen.item)}
            </Text>
            <DateRangePicker onSubmit={view} />
          </Stack>
        ) : null}
      </PersistentDialog>
    </ScreenLayout>
  );
}
